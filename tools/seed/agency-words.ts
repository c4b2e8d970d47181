// What a small web agency sells and buys: line items, projects, tasks, suppliers.

export const SERVICES: ReadonlyArray<
  readonly [description: string, minPounds: number, maxPounds: number]
> = [
  ['Website design', 400, 3500],
  ['Website development', 600, 6000],
  ['Landing page', 150, 900],
  ['Hosting (12 months)', 60, 360],
  ['Domain renewal', 10, 40],
  ['Email hosting (12 months)', 30, 240],
  ['SEO audit', 150, 800],
  ['Monthly SEO retainer', 200, 1200],
  ['Content writing (per page)', 40, 180],
  ['Logo design', 150, 1200],
  ['Brand guidelines', 300, 2000],
  ['Photography (half day)', 250, 600],
  ['E-commerce set-up', 500, 4000],
  ['WordPress maintenance', 40, 250],
  ['Support hours', 45, 95],
  ['SSL certificate', 0, 90],
  ['Google Ads management', 150, 900],
  ['Social media graphics', 60, 400],
  ['Newsletter template', 120, 600],
  ['Accessibility review', 200, 1500],
  ['Speed optimisation', 150, 900],
] as const;

export const PROJECT_KINDS = [
  'Website redesign',
  'New website',
  'Online shop',
  'Brand refresh',
  'SEO campaign',
  'Booking system',
  'Email migration',
  'Hosting move',
  'Newsletter',
  'Landing pages',
  'Photography shoot',
  'Maintenance plan',
  'Accessibility fixes',
  'Blog launch',
  'Google Ads campaign',
  'Intranet',
  'Member portal',
  'Logo design',
] as const;

export const TASK_TITLES = [
  'Send proposal',
  'Chase unpaid invoice',
  'Renew domain',
  'Set up staging site',
  'Collect content',
  'Book photography',
  'Update plugins',
  'Check backups',
  'Review analytics',
  'Call client',
  'Migrate mailboxes',
  'Fix contact form',
  'Prepare quote',
  'Write case study',
  'Test checkout',
  'Configure DNS',
  'Order SSL certificate',
  'Archive old site',
  'Schedule launch',
  'Train client on CMS',
] as const;

export const TASK_DETAILS = [
  'Agreed on the last call.',
  'Waiting on the client for logins.',
  'Before the end of the month.',
  'See notes in the brief.',
  'Client asked twice already.',
  'Low effort, do with the next batch.',
  null,
  null,
] as const;

// [provider, allocation, min pounds, max pounds]
export const EXPENSE_PROVIDERS: ReadonlyArray<
  readonly [
    string,
    'hosting' | 'purchase' | 'domain' | 'software' | 'marketing' | 'other',
    number,
    number,
  ]
> = [
  ['Amazon Web Services', 'hosting', 5, 400],
  ['DigitalOcean', 'hosting', 5, 120],
  ['Krystal Hosting', 'hosting', 7, 60],
  ['Fasthosts', 'domain', 8, 40],
  ['123 Reg', 'domain', 8, 35],
  ['Namecheap', 'domain', 6, 30],
  ['Nominet', 'domain', 3, 15],
  ['Adobe', 'software', 20, 70],
  ['Figma', 'software', 12, 45],
  ['GitHub', 'software', 4, 21],
  ['Microsoft', 'software', 5, 30],
  ['Google Workspace', 'software', 5, 25],
  ['Xero', 'software', 15, 55],
  ['Envato', 'software', 10, 60],
  ['Google Ads', 'marketing', 20, 900],
  ['Meta Ads', 'marketing', 20, 600],
  ['Mailchimp', 'marketing', 10, 120],
  ['Apple', 'purchase', 50, 2500],
  ['Currys', 'purchase', 20, 1200],
  ['Amazon', 'purchase', 5, 400],
  ['Screwfix', 'purchase', 5, 200],
  ['Royal Mail', 'other', 1, 40],
  ['Trainline', 'other', 8, 180],
  ['Regus', 'other', 100, 600],
  ['Costa Coffee', 'other', 3, 20],
] as const;

export const REGISTRARS = [
  '123 Reg',
  'Fasthosts',
  'GoDaddy',
  'Namecheap',
  'IONOS',
  'Krystal',
  'Cloudflare',
  'Gandi',
  'Tsohost',
] as const;

export const EMAIL_PROVIDERS = [
  'Google Workspace',
  'Microsoft 365',
  'Zoho Mail',
  'IONOS Mail',
  'Fastmail',
] as const;

export const DOMAIN_ENDINGS = [
  '.co.uk',
  '.co.uk',
  '.co.uk',
  '.uk',
  '.com',
  '.com',
  '.org.uk',
  '.london',
  '.scot',
  '.wales',
] as const;

export const DOCUMENT_NAMES: ReadonlyArray<
  readonly [stem: string, documentType: 'quote' | 'invoice' | 'general']
> = [
  ['Quote', 'quote'],
  ['Signed quote', 'quote'],
  ['Invoice copy', 'invoice'],
  ['Remittance advice', 'invoice'],
  ['Brief', 'general'],
  ['Contract', 'general'],
  ['Brand guidelines', 'general'],
  ['Logo', 'general'],
  ['Sitemap', 'general'],
  ['Meeting notes', 'general'],
  ['Photos', 'general'],
  ['Copy deck', 'general'],
] as const;

// [extension, content type, min KB, max KB]
export const FILE_TYPES: ReadonlyArray<readonly [string, string, number, number]> = [
  ['pdf', 'application/pdf', 40, 4000],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 15, 900],
  ['png', 'image/png', 30, 6000],
  ['jpg', 'image/jpeg', 60, 8000],
  ['txt', 'text/plain', 1, 40],
] as const;
