import { markEmailVerified, organisationsOf, signUp, type Accounts } from '@joblane/accounts';

/** The quick start's demo sign-ins (printed in the README); created only with `SAMPLE_JOBS`. */
export const demoAccounts = {
  seeker: {
    name: 'Sam Seeker',
    email: 'seeker@demo.joblane.test',
    password: 'harbour lantern orchard 7',
  },
  employer: {
    name: 'Erin Employer',
    email: 'employer@demo.joblane.test',
    password: 'compass velvet meadow 9',
    organisationName: 'Harbour Health Group',
  },
} as const;

/** Creates the demo seeker and the demo employer (with an organisation) if they are missing. */
export async function ensureDemoAccounts(accounts: Accounts): Promise<void> {
  for (const [role, person] of Object.entries(demoAccounts) as [
    keyof typeof demoAccounts,
    (typeof demoAccounts)[keyof typeof demoAccounts],
  ][]) {
    const result = await signUp(accounts, { role, ...person });
    if (!result.ok) throw new Error(`demo ${role} refused: ${JSON.stringify(result.errors)}`);
    // Demo addresses cannot receive mail: they start verified.
    await markEmailVerified(accounts, result.user.id);
    if (role === 'employer' && (await organisationsOf(accounts, result.user.id)).length === 0) {
      throw new Error('the demo employer has no organisation');
    }
  }
}
