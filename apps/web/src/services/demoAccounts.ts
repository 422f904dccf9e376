// Light on purpose: tests that drive the built server in a browser import the sign-ins alone.

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
