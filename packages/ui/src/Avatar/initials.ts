/**
 * Up to two initials: first letters of the first and last words of the name, else the
 * first letter of the email, else '?'.
 */
export function getInitials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const first = words[0]!.charAt(0);
    const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
    return `${first}${last}`.toUpperCase();
  }
  const fromEmail = (email ?? '').trim().charAt(0);
  return fromEmail ? fromEmail.toUpperCase() : '?';
}
