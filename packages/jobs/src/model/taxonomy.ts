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

/** Classification -> sub-classifications, the groups job seekers in Australia and New Zealand know. */
export const classifications: readonly Classification[] = [
  classification('Accounting', [
    'Accounts Officers & Clerks',
    'Accounts Payable',
    'Accounts Receivable & Credit Control',
    'Audit - External',
    'Financial Accounting & Reporting',
    'Management Accounting & Budgeting',
    'Payroll',
    'Taxation',
  ]),
  classification('Administration & Office Support', [
    'Administrative Assistants',
    'Data Entry & Word Processing',
    'Office Management',
    'PA, EA & Secretarial',
    'Receptionists',
  ]),
  classification('Advertising, Arts & Media', [
    'Editing & Publishing',
    'Journalism & Writing',
    'Photography',
    'Production - Film & TV',
  ]),
  classification('Banking & Financial Services', [
    'Account & Relationship Management',
    'Financial Planning',
    'Retail Banking',
    'Risk & Compliance',
  ]),
  classification('Call Centre & Customer Service', [
    'Customer Service - Call Centre',
    'Customer Service - Customer Facing',
    'Sales - Inbound',
    'Supervisors & Team Leaders',
  ]),
  classification('CEO & General Management', ['Board Appointments', 'CEO', 'General Management']),
  classification('Community Services & Development', [
    'Aged & Disability Support',
    'Child Welfare, Youth & Family Services',
    'Community Development',
    'Employment Services',
  ]),
  classification('Construction', [
    'Contracts Management',
    'Estimating',
    'Project Management',
    'Site Management',
    'Health, Safety & Environment',
  ]),
  classification('Consulting & Strategy', [
    'Analysts',
    'Corporate Development',
    'Management & Change Consulting',
  ]),
  classification('Design & Architecture', [
    'Architectural Drafting',
    'Architecture',
    'Graphic Design',
    'Interior Design',
    'Urban Design & Planning',
  ]),
  classification('Education & Training', [
    'Childcare & Outside School Hours Care',
    'Teaching - Primary',
    'Teaching - Secondary',
    'Tutoring',
    'Workplace Training & Assessment',
  ]),
  classification('Engineering', [
    'Civil/Structural Engineering',
    'Electrical/Electronic Engineering',
    'Mechanical Engineering',
    'Project Engineering',
  ]),
  classification('Farming, Animals & Conservation', [
    'Agronomy & Farm Services',
    'Farm Labour',
    'Horticulture',
    'Veterinary Services & Animal Welfare',
  ]),
  classification('Government & Defence', [
    'Government - Federal',
    'Government - Local',
    'Government - State',
    'Policy, Planning & Regulation',
  ]),
  classification('Healthcare & Medical', [
    'Ambulance/Paramedics',
    'Dental',
    'General Practitioners',
    'Nursing - Aged Care',
    'Nursing - General Medical & Surgical',
    'Pharmacy',
    'Physiotherapy, OT & Rehabilitation',
  ]),
  classification('Hospitality & Tourism', [
    'Bar & Beverage Staff',
    'Chefs/Cooks',
    'Front Office & Guest Services',
    'Management',
    'Waiting Staff',
  ]),
  classification('Human Resources & Recruitment', [
    'Consulting & Generalist HR',
    'Recruitment - Agency',
    'Recruitment - Internal',
    'Training & Development',
  ]),
  classification('Information & Communication Technology', [
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
  classification('Insurance & Superannuation', [
    'Claims',
    'Underwriting',
    'Superannuation',
    'Brokerage',
  ]),
  classification('Legal', [
    'Commercial Lawyers',
    'Family Law',
    'In-house Counsel',
    'Legal Secretaries',
    'Paralegals & Law Clerks',
  ]),
  classification('Manufacturing, Transport & Logistics', [
    'Couriers, Drivers & Postal Services',
    'Machine Operators',
    'Purchasing, Procurement & Inventory',
    'Warehousing, Storage & Distribution',
    'Supply Chain & Planning',
  ]),
  classification('Marketing & Communications', [
    'Brand Management',
    'Digital & Search Marketing',
    'Internal Communications',
    'Marketing Communications',
    'Product Management & Development',
  ]),
  classification('Mining, Resources & Energy', [
    'Mining - Operations',
    'Mining - Processing',
    'Oil & Gas - Operations',
    'Power Generation & Distribution',
  ]),
  classification('Real Estate & Property', [
    'Commercial Sales, Leasing & Property Mgmt',
    'Residential Leasing & Property Management',
    'Residential Sales',
    'Valuation',
  ]),
  classification('Retail & Consumer Products', [
    'Buying',
    'Management - Store',
    'Merchandisers',
    'Retail Assistants',
  ]),
  classification('Sales', [
    'Account & Relationship Management',
    'New Business Development',
    'Sales Representatives/Consultants',
    'Management',
  ]),
  classification('Science & Technology', [
    'Biological & Biomedical Sciences',
    'Chemistry & Physics',
    'Environmental, Earth & Geosciences',
    'Laboratory & Technical Services',
  ]),
  classification('Sport & Recreation', ['Coaching & Instruction', 'Fitness & Personal Training']),
  classification('Trades & Services', [
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

const classificationById = new Map(classifications.map((c) => [c.id, c]));
const subClassificationById = new Map(
  classifications.flatMap((c) =>
    c.subClassifications.map((sub) => [sub.id, { ...sub, classification: c }] as const),
  ),
);

export function findClassification(id: string): Classification | undefined {
  return classificationById.get(id);
}

export function findSubClassification(
  id: string,
): (TaxonomyOption & { classification: Classification }) | undefined {
  return subClassificationById.get(id);
}

export function labelOf(options: readonly TaxonomyOption[], id: string): string {
  return options.find((option) => option.id === id)?.label ?? id;
}
