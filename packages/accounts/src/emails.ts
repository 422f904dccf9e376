/** The longest address SMTP allows. */
const MAX_EMAIL_LENGTH = 254;

/** An email as stored and compared: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why an address cannot be used, or null. Deliberately loose: the verification mail decides. */
export function emailProblem(email: string): string | null {
  const value = normaliseEmail(email);
  if (value === '') return 'Enter your email address.';
  if (value.length > MAX_EMAIL_LENGTH) return 'That email address is too long.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    return 'Enter an email address like name@example.com.';
  }
  return null;
}
