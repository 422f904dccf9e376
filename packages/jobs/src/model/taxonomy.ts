/** A value of a taxonomy with the label the UI shows. */
export interface TaxonomyOption<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
}

export interface Classification extends TaxonomyOption {
  readonly subClassifications: readonly TaxonomyOption[];
}

function slug(label: string): string {
  return label
    .toLowerCase()
    .replaceAll('&', 'and')
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '');
}

function classification(label: string, subLabels: readonly string[]): Classification {
  const id = slug(label);
  return {
    id,
    label,
    subClassifications: subLabels.map((sub) => ({ id: `${id}.${slug(sub)}`, label: sub })),
  };
}

// The classification list's calls are marked pure and the lookups are built on first use, so
// browser code that imports a constant (`salaryBands`, say) does not bundle the list with it.

/** Classification -> sub-classifications, the groups job seekers in Australia and New Zealand know. */
export const classifications: readonly Classification[] = [
  /* @__PURE__ */ classification('Accounting', [
    'Accounts Officers & Clerks',
    'Accounts Payable',
    'Accounts Receivable & Credit Control',
    'Audit - External',
    'Financial Accounting & Reporting',
    'Management Accounting & Budgeting',
    'Payroll',
    'Taxation',
  ]),
  /* @__PURE__ */ classification('Administration & Office Support', [
    'Administrative Assistants',
    'Data Entry & Word Processing',
    'Office Management',
    'PA, EA & Secretarial',
    'Receptionists',
  ]),
  /* @__PURE__ */ classification('Advertising, Arts & Media', [
    'Editing & Publishing',
    'Journalism & Writing',
    'Photography',
    'Production - Film & TV',
  ]),
  /* @__PURE__ */ classification('Banking & Financial Services', [
    'Account & Relationship Management',
    'Financial Planning',
    'Retail Banking',
    'Risk & Compliance',
  ]),
  /* @__PURE__ */ classification('Call Centre & Customer Service', [
    'Customer Service - Call Centre',
    'Customer Service - Customer Facing',
    'Sales - Inbound',
    'Supervisors & Team Leaders',
  ]),
  /* @__PURE__ */ classification('CEO & General Management', [
    'Board Appointments',
    'CEO',
    'General Management',
  ]),
  /* @__PURE__ */ classification('Community Services & Development', [
    'Aged & Disability Support',
    'Child Welfare, Youth & Family Services',
    'Community Development',
    'Employment Services',
  ]),
  /* @__PURE__ */ classification('Construction', [
    'Contracts Management',
    'Estimating',
    'Project Management',
    'Site Management',
    'Health, Safety & Environment',
  ]),
  /* @__PURE__ */ classification('Consulting & Strategy', [
    'Analysts',
    'Corporate Development',
    'Management & Change Consulting',
  ]),
  /* @__PURE__ */ classification('Design & Architecture', [
    'Architectural Drafting',
    'Architecture',
    'Graphic Design',
    'Interior Design',
    'Urban Design & Planning',
  ]),
  /* @__PURE__ */ classification('Education & Training', [
    'Childcare & Outside School Hours Care',
    'Teaching - Primary',
    'Teaching - Secondary',
    'Tutoring',
    'Workplace Training & Assessment',
  ]),
  /* @__PURE__ */ classification('Engineering', [
    'Civil/Structural Engineering',
    'Electrical/Electronic Engineering',
    'Mechanical Engineering',
    'Project Engineering',
  ]),
  /* @__PURE__ */ classification('Farming, Animals & Conservation', [
    'Agronomy & Farm Services',
    'Farm Labour',
    'Horticulture',
    'Veterinary Services & Animal Welfare',
  ]),
  /* @__PURE__ */ classification('Government & Defence', [
    'Government - Federal',
    'Government - Local',
    'Government - State',
    'Policy, Planning & Regulation',
  ]),
  /* @__PURE__ */ classification('Healthcare & Medical', [
    'Ambulance/Paramedics',
    'Dental',
    'General Practitioners',
    'Nursing - Aged Care',
    'Nursing - General Medical & Surgical',
    'Pharmacy',
    'Physiotherapy, OT & Rehabilitation',
  ]),
  /* @__PURE__ */ classification('Hospitality & Tourism', [
    'Bar & Beverage Staff',
    'Chefs/Cooks',
    'Front Office & Guest Services',
    'Management',
    'Waiting Staff',
  ]),
  /* @__PURE__ */ classification('Human Resources & Recruitment', [
    'Consulting & Generalist HR',
    'Recruitment - Agency',
    'Recruitment - Internal',
    'Training & Development',
  ]),
  /* @__PURE__ */ classification('Information & Communication Technology', [
    'Architects',
    'Business/Systems Analysts',
    'Database Development & Administration',
    'Developers/Programmers',
    'Engineering - Software',
    'Help Desk & IT Support',
    'Networks & Systems Administration',
    'Security',
    'Testing & Quality Assurance',
  ]),
  /* @__PURE__ */ classification('Insurance & Superannuation', [
    'Claims',
    'Underwriting',
    'Superannuation',
    'Brokerage',
  ]),
  /* @__PURE__ */ classification('Legal', [
    'Commercial Lawyers',
    'Family Law',
    'In-house Counsel',
    'Legal Secretaries',
    'Paralegals & Law Clerks',
  ]),
  /* @__PURE__ */ classification('Manufacturing, Transport & Logistics', [
    'Couriers, Drivers & Postal Services',
    'Machine Operators',
    'Purchasing, Procurement & Inventory',
    'Warehousing, Storage & Distribution',
    'Supply Chain & Planning',
  ]),
  /* @__PURE__ */ classification('Marketing & Communications', [
    'Brand Management',
    'Digital & Search Marketing',
    'Internal Communications',
    'Marketing Communications',
    'Product Management & Development',
  ]),
  /* @__PURE__ */ classification('Mining, Resources & Energy', [
    'Mining - Operations',
    'Mining - Processing',
    'Oil & Gas - Operations',
    'Power Generation & Distribution',
  ]),
  /* @__PURE__ */ classification('Real Estate & Property', [
    'Commercial Sales, Leasing & Property Mgmt',
    'Residential Leasing & Property Management',
    'Residential Sales',
    'Valuation',
  ]),
  /* @__PURE__ */ classification('Retail & Consumer Products', [
    'Buying',
    'Management - Store',
    'Merchandisers',
    'Retail Assistants',
  ]),
  /* @__PURE__ */ classification('Sales', [
    'Account & Relationship Management',
    'New Business Development',
    'Sales Representatives/Consultants',
    'Management',
  ]),
  /* @__PURE__ */ classification('Science & Technology', [
    'Biological & Biomedical Sciences',
    'Chemistry & Physics',
    'Environmental, Earth & Geosciences',
    'Laboratory & Technical Services',
  ]),
  /* @__PURE__ */ classification('Sport & Recreation', [
    'Coaching & Instruction',
    'Fitness & Personal Training',
  ]),
  /* @__PURE__ */ classification('Trades & Services', [
    'Automotive Trades',
    'Building Trades',
    'Carpentry & Cabinet Making',
    'Cleaning Services',
    'Electricians',
    'Labourers',
    'Plumbers',
    'Security Services',
  ]),
];

export const workTypes = [
  { id: 'full-time', label: 'Full time' },
  { id: 'part-time', label: 'Part time' },
  { id: 'contract-temp', label: 'Contract/Temp' },
  { id: 'casual-vacation', label: 'Casual/Vacation' },
] as const satisfies readonly TaxonomyOption[];
export type WorkType = (typeof workTypes)[number]['id'];

export const workArrangements = [
  { id: 'on-site', label: 'On-site' },
  { id: 'hybrid', label: 'Hybrid' },
  { id: 'remote', label: 'Remote' },
] as const satisfies readonly TaxonomyOption[];
export type WorkArrangement = (typeof workArrangements)[number]['id'];

/** Listed within the last N days. */
export const dateRanges = [
  { id: '1', days: 1, label: 'Today' },
  { id: '3', days: 3, label: 'Last 3 days' },
  { id: '7', days: 7, label: 'Last 7 days' },
  { id: '14', days: 14, label: 'Last 14 days' },
  { id: '31', days: 31, label: 'Last 30 days' },
] as const satisfies readonly (TaxonomyOption & { days: number })[];
export type DateRange = (typeof dateRanges)[number]['days'];

export const sortModes = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'date', label: 'Date listed' },
] as const satisfies readonly TaxonomyOption[];
export type SortMode = (typeof sortModes)[number]['id'];

export const salaryTypes = [
  { id: 'annual', label: 'Annually' },
  { id: 'hourly', label: 'Hourly' },
] as const satisfies readonly TaxonomyOption[];
export type SalaryType = (typeof salaryTypes)[number]['id'];

/** Ordinary full-time hours in a year (38 h x 52 weeks): how hourly rates compare with salaries. */
export const hoursPerYear = 1976;

/** Salary thresholds the filter offers (annual and hourly), also the salary facet's buckets. */
export const salaryBands: Readonly<Record<SalaryType, readonly number[]>> = {
  annual: [
    0, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 100_000, 120_000, 150_000, 200_000, 250_000,
    350_000,
  ],
  hourly: [0, 25, 30, 35, 40, 50, 60, 70, 80, 100, 120, 150],
};

type SubClassification = TaxonomyOption & { classification: Classification };

// Built on first use, not at import: importing a constant from this module stays cheap.
let classificationById: Map<string, Classification> | undefined;
let subClassificationById: Map<string, SubClassification> | undefined;

export function findClassification(id: string): Classification | undefined {
  classificationById ??= new Map(classifications.map((c) => [c.id, c]));
  return classificationById.get(id);
}

export function findSubClassification(id: string): SubClassification | undefined {
  subClassificationById ??= new Map(
    classifications.flatMap((c) =>
      c.subClassifications.map((sub) => [sub.id, { ...sub, classification: c }] as const),
    ),
  );
  return subClassificationById.get(id);
}

/**
 * The classification a sub-classification id belongs to, read from the id itself
 * (`accounting.payroll` -> `accounting`), so browser code needs no classification list for it.
 * Returns `''` for a string that is not a sub-classification id.
 */
export function classificationIdOf(subClassificationId: string): string {
  const dot = subClassificationId.indexOf('.');
  return dot <= 0 ? '' : subClassificationId.slice(0, dot);
}

export function labelOf(options: readonly TaxonomyOption[], id: string): string {
  return options.find((option) => option.id === id)?.label ?? id;
}
