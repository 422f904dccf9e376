/**
 * What names an organisation across its jobs, for blocking it and for telling reposts apart:
 * its Joblane slug (`harbour-health`) for ads posted here; otherwise (imported jobs) its name
 * folded to lower-case words (`name:harbour health group`). A slug never contains `:`, so the
 * two kinds never collide.
 */
export function companyKeyOf(company: { name: string; slug?: string | null | undefined }): string {
  if (company.slug) return company.slug;
  const words = company.name
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  return `name:${words.join(' ')}`;
}
