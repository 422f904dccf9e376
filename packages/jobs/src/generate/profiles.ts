// What the sample generator knows about each classification: titles per sub-classification (in
// the taxonomy's order), the annual salary of a mid-level role, and words for its descriptions.
export interface ClassificationProfile {
  /** Titles per sub-classification, `|`-separated, aligned with the taxonomy's order. */
  titles: readonly string[];
  /** Annual salary range of a mid-level role, in dollars. */
  salary: readonly [number, number];
  duties: readonly string[];
  skills: readonly string[];
  /** Relative number of listings (SEEK-like: ICT, healthcare, trades are big). */
  weight: number;
}

export const profiles: Readonly<Record<string, ClassificationProfile>> = {
  accounting: {
    titles: [
      'Accounts Officer|Accounts Clerk|Finance Officer',
      'Accounts Payable Officer|Accounts Payable Clerk',
      'Accounts Receivable Officer|Credit Controller|Collections Officer',
      'External Auditor|Audit Associate|Audit Manager',
      'Financial Accountant|Financial Reporting Accountant|Assistant Accountant',
      'Management Accountant|Financial Analyst|Commercial Analyst',
      'Payroll Officer|Payroll Administrator|Payroll Manager',
      'Tax Accountant|Tax Manager|Tax Consultant',
    ],
    salary: [75_000, 105_000],
    duties: [
      'prepare month-end journals and balance sheet reconciliations',
      'process supplier invoices and weekly payment runs',
      'manage debtor ledgers and follow up overdue accounts',
      'prepare BAS, IAS and FBT returns',
      'support the annual audit and statutory reporting',
      'build budgets, forecasts and variance commentary',
    ],
    skills: ['Xero', 'MYOB', 'SAP', 'Excel', 'CA or CPA qualified', 'reconciliations'],
    weight: 5,
  },
  'administration-and-office-support': {
    titles: [
      'Administration Assistant|Administration Officer|Office Assistant',
      'Data Entry Operator|Data Entry Clerk',
      'Office Manager|Practice Manager',
      'Executive Assistant|Personal Assistant|Team Assistant',
      'Receptionist|Front Desk Coordinator',
    ],
    salary: [58_000, 75_000],
    duties: [
      'answer phones and greet visitors',
      'manage calendars, travel and meeting logistics',
      'maintain records and process data accurately',
      'order supplies and coordinate facilities',
      'prepare correspondence, minutes and reports',
    ],
    skills: ['Microsoft Office', 'typing 60 wpm', 'attention to detail', 'CRM systems'],
    weight: 6,
  },
  'advertising-arts-and-media': {
    titles: [
      'Editor|Sub-Editor|Content Editor',
      'Journalist|Copywriter|Content Writer',
      'Photographer|Photo Retoucher',
      'Video Producer|Video Editor|Production Coordinator',
    ],
    salary: [60_000, 85_000],
    duties: [
      'write and edit engaging stories across print and digital',
      'plan shoots and manage production schedules',
      'edit video for social and broadcast channels',
      'pitch ideas and collaborate with creative teams',
    ],
    skills: ['Adobe Creative Cloud', 'Premiere Pro', 'storytelling', 'SEO writing'],
    weight: 1,
  },
  'banking-and-financial-services': {
    titles: [
      'Relationship Manager|Business Banker',
      'Financial Planner|Financial Adviser|Paraplanner',
      'Customer Service Officer|Personal Banker|Branch Manager',
      'Risk Analyst|Compliance Officer|Credit Risk Manager',
    ],
    salary: [80_000, 120_000],
    duties: [
      'grow and manage a portfolio of business clients',
      'prepare statements of advice and client reviews',
      'assess credit applications and manage risk',
      'ensure compliance with regulatory obligations',
    ],
    skills: ['RG146', 'credit analysis', 'AML/CTF', 'relationship building'],
    weight: 3,
  },
  'call-centre-and-customer-service': {
    titles: [
      'Call Centre Operator|Customer Service Representative|Contact Centre Consultant',
      'Customer Service Officer|Customer Experience Specialist',
      'Inbound Sales Consultant|Retention Specialist',
      'Team Leader Customer Service|Contact Centre Supervisor',
    ],
    salary: [55_000, 68_000],
    duties: [
      'resolve customer enquiries by phone, email and chat',
      'process orders, returns and account changes',
      'meet service levels and quality targets',
      'coach and support a team of consultants',
    ],
    skills: ['Zendesk', 'Salesforce', 'empathy', 'clear communication'],
    weight: 4,
  },
  'ceo-and-general-management': {
    titles: [
      'Non-Executive Director|Board Member',
      'Chief Executive Officer|Managing Director',
      'General Manager|Operations Director|Chief Operating Officer',
    ],
    salary: [180_000, 280_000],
    duties: [
      'set strategy and lead the executive team',
      'report to the board on performance and risk',
      'drive growth, culture and operational excellence',
    ],
    skills: ['P&L ownership', 'governance', 'stakeholder management', 'GAICD'],
    weight: 1,
  },
  'community-services-and-development': {
    titles: [
      'Disability Support Worker|Aged Care Worker|Support Coordinator',
      'Youth Worker|Case Manager|Family Support Worker',
      'Community Development Officer|Community Engagement Officer',
      'Employment Consultant|Job Coach',
    ],
    salary: [60_000, 80_000],
    duties: [
      'support clients to live independently and reach their goals',
      'develop and review individual support plans',
      'build partnerships with local organisations',
      'keep accurate case notes and reports',
    ],
    skills: ['NDIS', 'Working with Children Check', 'Certificate IV Disability', 'first aid'],
    weight: 5,
  },
  construction: {
    titles: [
      'Contracts Administrator|Contracts Manager',
      'Estimator|Senior Estimator|Cost Planner',
      'Construction Project Manager|Project Coordinator',
      'Site Manager|Site Supervisor|Foreman',
      'HSE Advisor|WHS Coordinator',
    ],
    salary: [95_000, 140_000],
    duties: [
      'manage subcontractors and site programs',
      'prepare tenders, take-offs and cost plans',
      'administer head contracts and variations',
      'lead safety, quality and environmental systems',
    ],
    skills: ['Procore', 'white card', 'AS 4000 contracts', 'commercial builds'],
    weight: 4,
  },
  'consulting-and-strategy': {
    titles: [
      'Business Analyst|Strategy Analyst',
      'Corporate Development Manager|M&A Analyst',
      'Management Consultant|Change Manager|Strategy Consultant',
    ],
    salary: [95_000, 140_000],
    duties: [
      'lead client engagements from scoping to delivery',
      'analyse markets, operations and financial performance',
      'design and deliver organisational change',
    ],
    skills: ['PowerPoint', 'financial modelling', 'Prosci', 'problem solving'],
    weight: 1,
  },
  'design-and-architecture': {
    titles: [
      'Architectural Drafter|Revit Technician',
      'Architect|Project Architect|Graduate Architect',
      'Graphic Designer|Digital Designer|Art Director',
      'Interior Designer|Interior Architect',
      'Urban Designer|Town Planner',
    ],
    salary: [70_000, 100_000],
    duties: [
      'produce design documentation and drawings',
      'develop concepts and present to clients',
      'coordinate consultants and authorities',
      'create brand assets across print and digital',
    ],
    skills: ['Revit', 'ArchiCAD', 'Adobe InDesign', 'Figma', 'AutoCAD'],
    weight: 2,
  },
  'education-and-training': {
    titles: [
      'Early Childhood Educator|Childcare Centre Director|OSHC Coordinator',
      'Primary School Teacher|Primary Teacher',
      'Secondary Teacher|Mathematics Teacher|Science Teacher',
      'Tutor|Maths Tutor|English Tutor',
      'Trainer and Assessor|Learning Designer',
    ],
    salary: [70_000, 100_000],
    duties: [
      'plan and deliver engaging lessons',
      'assess and report on student progress',
      'create a safe, inclusive learning environment',
      'work with families and colleagues',
    ],
    skills: [
      'teacher registration',
      'Working with Children Check',
      'Diploma of Early Childhood',
      'TAE40122',
    ],
    weight: 5,
  },
  engineering: {
    titles: [
      'Civil Engineer|Structural Engineer|Geotechnical Engineer',
      'Electrical Engineer|Electronics Engineer|Control Systems Engineer',
      'Mechanical Engineer|Maintenance Engineer',
      'Project Engineer|Engineering Manager',
    ],
    salary: [95_000, 135_000],
    duties: [
      'design and document engineering solutions',
      'manage projects from feasibility to commissioning',
      'review drawings, specifications and calculations',
      'mentor graduate engineers',
    ],
    skills: ['AutoCAD', '12d', 'chartered engineer', 'PLC', 'SolidWorks'],
    weight: 3,
  },
  'farming-animals-and-conservation': {
    titles: [
      'Agronomist|Farm Manager',
      'Farm Hand|Station Hand|Fruit Picker',
      'Horticulturist|Gardener|Nursery Hand',
      'Veterinary Nurse|Veterinarian|Animal Attendant',
    ],
    salary: [55_000, 80_000],
    duties: [
      'care for livestock and operate farm machinery',
      'monitor crops and advise growers',
      'maintain gardens, nurseries and grounds',
      'support vets with consults and surgery',
    ],
    skills: ['tractor licence', 'chemical handling', 'animal handling', 'Certificate III'],
    weight: 1,
  },
  'government-and-defence': {
    titles: [
      'APS5 Policy Officer|APS6 Project Officer',
      'Council Planner|Local Government Officer',
      'State Government Adviser|Program Officer',
      'Policy Analyst|Regulatory Officer',
    ],
    salary: [85_000, 120_000],
    duties: [
      'draft briefs, policy papers and ministerial correspondence',
      'manage programs and stakeholder consultation',
      'analyse legislation and regulatory options',
    ],
    skills: ['baseline clearance', 'policy writing', 'stakeholder engagement'],
    weight: 3,
  },
  'healthcare-and-medical': {
    titles: [
      'Paramedic|Intensive Care Paramedic',
      'Dentist|Dental Assistant|Dental Hygienist',
      'General Practitioner|GP',
      'Aged Care Registered Nurse|Enrolled Nurse',
      'Registered Nurse|Clinical Nurse Specialist|Nurse Unit Manager',
      'Pharmacist|Pharmacy Assistant',
      'Physiotherapist|Occupational Therapist|Speech Pathologist',
    ],
    salary: [85_000, 120_000],
    duties: [
      'deliver safe, person-centred clinical care',
      'assess patients and plan treatment',
      'work within a multidisciplinary team',
      'maintain accurate clinical documentation',
    ],
    skills: ['AHPRA registration', 'medication management', 'ALS', 'clinical assessment'],
    weight: 9,
  },
  'hospitality-and-tourism': {
    titles: [
      'Bartender|Barista|Bar Attendant',
      'Chef de Partie|Sous Chef|Cook|Head Chef',
      'Front Office Agent|Guest Services Agent|Night Auditor',
      'Restaurant Manager|Venue Manager|Hotel Manager',
      'Waiter|Food and Beverage Attendant',
    ],
    salary: [55_000, 70_000],
    duties: [
      'deliver warm, efficient service to guests',
      'prepare dishes to a consistent high standard',
      'manage rosters, stock and venue operations',
      'handle check-ins, reservations and enquiries',
    ],
    skills: ['RSA', 'food safety certificate', 'Opera PMS', 'coffee making'],
    weight: 5,
  },
  'human-resources-and-recruitment': {
    titles: [
      'HR Advisor|HR Business Partner|HR Generalist',
      'Recruitment Consultant|Senior Recruiter',
      'Talent Acquisition Partner|Internal Recruiter',
      'Learning and Development Specialist|Training Coordinator',
    ],
    salary: [80_000, 115_000],
    duties: [
      'advise managers on employee relations',
      'run end-to-end recruitment campaigns',
      'design learning programs and onboarding',
      'manage HR policies and workforce reporting',
    ],
    skills: ['Workday', 'LinkedIn Recruiter', 'Fair Work Act', 'coaching'],
    weight: 3,
  },
  'information-and-communication-technology': {
    titles: [
      'Solution Architect|Enterprise Architect|Cloud Architect',
      'Business Analyst|Systems Analyst',
      'Database Administrator|Data Engineer',
      'Software Developer|Full Stack Developer|Front End Developer|Java Developer|.NET Developer',
      'Software Engineer|Backend Engineer|DevOps Engineer|Site Reliability Engineer',
      'IT Support Officer|Service Desk Analyst|Desktop Support Technician',
      'Systems Administrator|Network Engineer',
      'Cyber Security Analyst|Security Engineer',
      'Test Analyst|QA Engineer|Automation Tester',
    ],
    salary: [110_000, 160_000],
    duties: [
      'design, build and ship features in an agile team',
      'maintain cloud infrastructure and CI/CD pipelines',
      'analyse requirements and write user stories',
      'troubleshoot incidents and support users',
      'improve security, reliability and performance',
    ],
    skills: ['TypeScript', 'React', 'AWS', 'Azure', 'Kubernetes', 'Python', 'SQL', 'Java', 'C#'],
    weight: 9,
  },
  'insurance-and-superannuation': {
    titles: [
      'Claims Officer|Claims Consultant',
      'Underwriter|Senior Underwriter',
      'Superannuation Administrator|Member Services Officer',
      'Insurance Broker|Account Manager',
    ],
    salary: [70_000, 100_000],
    duties: [
      'assess and manage claims to resolution',
      'underwrite commercial and personal risks',
      'administer member accounts and benefits',
    ],
    skills: ['Tier 1 accreditation', 'Guidewire', 'ANZIIF'],
    weight: 1,
  },
  legal: {
    titles: [
      'Commercial Lawyer|Corporate Lawyer|Senior Associate',
      'Family Lawyer|Family Law Associate',
      'In-house Counsel|Legal Counsel',
      'Legal Secretary|Legal Assistant',
      'Paralegal|Law Clerk',
    ],
    salary: [85_000, 140_000],
    duties: [
      'draft and negotiate commercial agreements',
      'advise clients on disputes and transactions',
      'manage files, court documents and deadlines',
    ],
    skills: ['admitted to practice', 'LEAP', 'contract drafting'],
    weight: 2,
  },
  'manufacturing-transport-and-logistics': {
    titles: [
      'Delivery Driver|Truck Driver|MR Driver|Courier',
      'Machine Operator|Production Operator',
      'Procurement Officer|Buyer|Inventory Controller',
      'Warehouse Storeperson|Forklift Driver|Pick Packer',
      'Supply Chain Planner|Logistics Coordinator',
    ],
    salary: [60_000, 80_000],
    duties: [
      'pick, pack and dispatch orders accurately',
      'operate machinery safely to production targets',
      'plan routes and deliver to customers on time',
      'manage stock levels and supplier orders',
    ],
    skills: ['forklift licence', 'MR licence', 'RF scanner', 'SAP'],
    weight: 7,
  },
  'marketing-and-communications': {
    titles: [
      'Brand Manager|Assistant Brand Manager',
      'Digital Marketing Specialist|SEO Specialist|Performance Marketing Manager',
      'Internal Communications Advisor',
      'Marketing Coordinator|Marketing Manager|Communications Advisor',
      'Product Manager|Product Owner',
    ],
    salary: [80_000, 120_000],
    duties: [
      'plan and run integrated campaigns',
      'manage paid search, social and email channels',
      'write clear communications for staff and media',
      'own the product roadmap with customers in mind',
    ],
    skills: ['Google Analytics', 'HubSpot', 'Meta Ads', 'copywriting'],
    weight: 3,
  },
  'mining-resources-and-energy': {
    titles: [
      'Mine Operator|Dump Truck Operator|Underground Miner',
      'Process Plant Operator|Metallurgist',
      'Offshore Technician|Production Operator',
      'Lineworker|Power Station Operator',
    ],
    salary: [100_000, 150_000],
    duties: [
      'operate equipment safely on a FIFO roster',
      'monitor plant processes and equipment',
      'carry out maintenance and inspections',
    ],
    skills: ['HR licence', 'FIFO', 'confined space', 'standard 11'],
    weight: 2,
  },
  'real-estate-and-property': {
    titles: [
      'Commercial Property Manager|Leasing Executive',
      'Property Manager|Leasing Consultant',
      'Sales Agent|Real Estate Agent|Sales Associate',
      'Valuer|Property Valuer',
    ],
    salary: [65_000, 95_000],
    duties: [
      'manage a rent roll and landlord relationships',
      'run open homes, inspections and auctions',
      'prepare valuations and market reports',
    ],
    skills: ['real estate licence', 'PropertyMe', 'negotiation'],
    weight: 2,
  },
  'retail-and-consumer-products': {
    titles: [
      'Buyer|Assistant Buyer',
      'Store Manager|Assistant Store Manager',
      'Visual Merchandiser|Merchandise Planner',
      'Retail Assistant|Sales Assistant|Checkout Operator',
    ],
    salary: [55_000, 75_000],
    duties: [
      'deliver great customer service on the floor',
      'manage stock, replenishment and displays',
      'lead and roster a store team',
    ],
    skills: ['POS systems', 'visual merchandising', 'retail experience'],
    weight: 5,
  },
  sales: {
    titles: [
      'Account Manager|Key Account Manager',
      'Business Development Manager|Business Development Executive',
      'Sales Representative|Sales Consultant|Territory Manager',
      'Sales Manager|State Sales Manager',
    ],
    salary: [80_000, 120_000],
    duties: [
      'grow revenue across new and existing accounts',
      'manage a territory and pipeline in the CRM',
      'prepare proposals and negotiate contracts',
    ],
    skills: ['Salesforce', 'B2B sales', 'driver licence', 'negotiation'],
    weight: 5,
  },
  'science-and-technology': {
    titles: [
      'Research Scientist|Molecular Biologist',
      'Chemist|Analytical Chemist',
      'Environmental Scientist|Geologist|Hydrogeologist',
      'Laboratory Technician|Lab Assistant',
    ],
    salary: [75_000, 110_000],
    duties: [
      'run experiments and analyse results',
      'maintain laboratory quality systems',
      'collect and interpret field data',
    ],
    skills: ['NATA', 'HPLC', 'GIS', 'PhD'],
    weight: 1,
  },
  'sport-and-recreation': {
    titles: ['Swim Coach|Sports Coach|Instructor', 'Personal Trainer|Gym Instructor'],
    salary: [50_000, 70_000],
    duties: ['deliver classes and programs', 'coach athletes and members'],
    skills: ['Certificate IV Fitness', 'first aid', 'CPR'],
    weight: 1,
  },
  'trades-and-services': {
    titles: [
      'Automotive Technician|Mechanic|Panel Beater',
      'Tiler|Painter|Plasterer',
      'Carpenter|Cabinet Maker|Joiner',
      'Cleaner|Commercial Cleaner',
      'Electrician|Electrical Apprentice',
      'Labourer|Construction Labourer',
      'Plumber|Gasfitter',
      'Security Officer|Security Guard',
    ],
    salary: [65_000, 95_000],
    duties: [
      'carry out installations, repairs and maintenance',
      'read plans and work to specification',
      'keep sites clean, safe and compliant',
    ],
    skills: ['trade certificate', 'white card', 'own tools', 'driver licence'],
    weight: 8,
  },
};

export const seniorities = [
  { prefix: 'Graduate ', factor: 0.7, weight: 1 },
  { prefix: 'Junior ', factor: 0.8, weight: 2 },
  { prefix: '', factor: 1, weight: 10 },
  { prefix: 'Senior ', factor: 1.3, weight: 4 },
  { prefix: 'Lead ', factor: 1.5, weight: 1 },
] as const;

export const companyFirst = [
  'Southern',
  'Harbour',
  'Blue Gum',
  'Coastal',
  'Pacific',
  'Summit',
  'Redgum',
  'Kauri',
  'Wattle',
  'Ironbark',
  'Northern',
  'Silver Fern',
  'Meridian',
  'Horizon',
  'Greenfield',
  'Sterling',
  'Bayside',
  'Capital',
  'Riverbend',
  'Outback',
  'Tasman',
  'Banksia',
  'Coral',
  'Granite',
  'Evergreen',
  'Anchor',
  'Lighthouse',
  'Murray',
  'Kestrel',
  'Ridgeline',
];
/**
 * What a sample company does. Its name is a first word (`companyFirst`) and one of `names`, so
 * the name says the industry ("Coastal Foods"), and it advertises only jobs of its
 * `classifications` or of `everyIndustryHires` (a food company hires accountants, not nurses).
 */
export interface SampleIndustry {
  id: string;
  /** How a description names the business: `a family-owned ${label} business`. */
  label: string;
  /** The second words of its companies' names (each belongs to one industry only). */
  names: readonly string[];
  /** Classification ids of the jobs it advertises, beside `everyIndustryHires`. */
  classifications: readonly string[];
  /** Endings of its companies' names (a council is not a Pty Ltd). */
  suffixes: readonly string[];
}

/** Work every kind of organisation advertises: its office, people, systems and customers. */
export const everyIndustryHires = [
  'accounting',
  'administration-and-office-support',
  'call-centre-and-customer-service',
  'ceo-and-general-management',
  'human-resources-and-recruitment',
  'information-and-communication-technology',
  'marketing-and-communications',
] as const;

const businessSuffixes = ['', ' Pty Ltd', ' Limited', ' Australia', ' Group'];

export const sampleIndustries: readonly SampleIndustry[] = [
  {
    id: 'health',
    label: 'health care',
    names: ['Health', 'Medical', 'Hospitals'],
    classifications: ['healthcare-and-medical', 'community-services-and-development'],
    suffixes: ['', ' Limited', ' Australia', ' Services'],
  },
  {
    id: 'community',
    label: 'community services',
    names: ['Care', 'Community', 'Foundation'],
    classifications: ['community-services-and-development', 'healthcare-and-medical'],
    suffixes: ['', ' Limited', ' Australia', ' Services'],
  },
  {
    id: 'logistics',
    label: 'transport and logistics',
    names: ['Logistics', 'Freight', 'Transport'],
    classifications: ['manufacturing-transport-and-logistics', 'trades-and-services', 'sales'],
    suffixes: businessSuffixes,
  },
  {
    id: 'construction',
    label: 'building and construction',
    names: ['Constructions', 'Builders', 'Civil'],
    classifications: [
      'construction',
      'trades-and-services',
      'engineering',
      'design-and-architecture',
    ],
    suffixes: businessSuffixes,
  },
  {
    id: 'technology',
    label: 'technology',
    names: ['Technologies', 'Digital', 'Software'],
    classifications: [
      'design-and-architecture',
      'science-and-technology',
      'sales',
      'consulting-and-strategy',
    ],
    suffixes: businessSuffixes,
  },
  {
    id: 'finance',
    label: 'financial services',
    names: ['Financial', 'Wealth', 'Bank'],
    classifications: [
      'banking-and-financial-services',
      'insurance-and-superannuation',
      'consulting-and-strategy',
      'sales',
    ],
    suffixes: ['', ' Limited', ' Australia', ' Group'],
  },
  {
    id: 'insurance',
    label: 'insurance and superannuation',
    names: ['Insurance', 'Super'],
    classifications: [
      'insurance-and-superannuation',
      'banking-and-financial-services',
      'legal',
      'sales',
    ],
    suffixes: ['', ' Limited', ' Australia'],
  },
  {
    id: 'education',
    label: 'education',
    names: ['Education', 'College', 'Learning'],
    classifications: [
      'education-and-training',
      'community-services-and-development',
      'sport-and-recreation',
    ],
    suffixes: ['', ' Limited', ' Australia'],
  },
  {
    id: 'hospitality',
    label: 'hospitality and tourism',
    names: ['Hospitality', 'Hotels', 'Resorts'],
    classifications: [
      'hospitality-and-tourism',
      'sport-and-recreation',
      'retail-and-consumer-products',
      'trades-and-services',
    ],
    suffixes: businessSuffixes,
  },
  {
    id: 'energy',
    label: 'mining and energy',
    names: ['Energy', 'Resources', 'Mining'],
    classifications: [
      'mining-resources-and-energy',
      'engineering',
      'trades-and-services',
      'science-and-technology',
      'construction',
      'manufacturing-transport-and-logistics',
    ],
    suffixes: ['', ' Limited', ' Australia', ' Group'],
  },
  {
    id: 'legal',
    label: 'legal',
    names: ['Legal', 'Lawyers'],
    classifications: ['legal'],
    suffixes: ['', ' & Co', ' Partners'],
  },
  {
    id: 'retail',
    label: 'retail',
    names: ['Retail', 'Stores', 'Outfitters'],
    classifications: [
      'retail-and-consumer-products',
      'sales',
      'manufacturing-transport-and-logistics',
    ],
    suffixes: businessSuffixes,
  },
  {
    id: 'engineering',
    label: 'engineering',
    names: ['Engineering'],
    classifications: [
      'engineering',
      'construction',
      'trades-and-services',
      'mining-resources-and-energy',
      'design-and-architecture',
      'science-and-technology',
      'manufacturing-transport-and-logistics',
    ],
    suffixes: businessSuffixes,
  },
  {
    id: 'property',
    label: 'property',
    names: ['Property', 'Realty'],
    classifications: ['real-estate-and-property', 'construction', 'trades-and-services', 'sales'],
    suffixes: businessSuffixes,
  },
  {
    id: 'food',
    label: 'food and produce',
    names: ['Foods', 'Produce', 'Dairy'],
    classifications: [
      'manufacturing-transport-and-logistics',
      'farming-animals-and-conservation',
      'retail-and-consumer-products',
      'science-and-technology',
      'sales',
    ],
    suffixes: businessSuffixes,
  },
  {
    id: 'consulting',
    label: 'consulting',
    names: ['Consulting', 'Advisory'],
    classifications: ['consulting-and-strategy', 'banking-and-financial-services'],
    suffixes: ['', ' Pty Ltd', ' Partners'],
  },
  {
    id: 'recruitment',
    label: 'recruitment',
    names: ['Recruitment', 'Talent'],
    classifications: [],
    suffixes: ['', ' Pty Ltd', ' Australia'],
  },
  {
    id: 'media',
    label: 'media and creative',
    names: ['Media', 'Creative', 'Studios'],
    classifications: ['advertising-arts-and-media', 'design-and-architecture'],
    suffixes: ['', ' Pty Ltd', ' Australia', ' & Co'],
  },
  {
    id: 'government',
    label: 'local government',
    names: ['Council', 'Shire Council'],
    classifications: [
      'government-and-defence',
      'community-services-and-development',
      'trades-and-services',
      'engineering',
      'sport-and-recreation',
      'farming-animals-and-conservation',
    ],
    suffixes: [''],
  },
  {
    id: 'agriculture',
    label: 'agriculture',
    names: ['Agriculture', 'Pastoral', 'Farms'],
    classifications: [
      'farming-animals-and-conservation',
      'science-and-technology',
      'trades-and-services',
      'manufacturing-transport-and-logistics',
    ],
    suffixes: ['', ' Pty Ltd', ' Co-operative'],
  },
  {
    id: 'science',
    label: 'scientific',
    names: ['Laboratories', 'Biotech', 'Scientific'],
    classifications: ['science-and-technology', 'manufacturing-transport-and-logistics'],
    suffixes: ['', ' Pty Ltd', ' Limited'],
  },
  {
    id: 'sport',
    label: 'sport and fitness',
    names: ['Fitness', 'Leisure', 'Sports'],
    classifications: [
      'sport-and-recreation',
      'hospitality-and-tourism',
      'retail-and-consumer-products',
    ],
    suffixes: ['', ' Pty Ltd', ' Australia'],
  },
  {
    id: 'design',
    label: 'design and architecture',
    names: ['Architects', 'Design'],
    classifications: ['design-and-architecture', 'construction'],
    suffixes: ['', ' Pty Ltd', ' Studio'],
  },
];

/** Whether a company of the industry advertises jobs of the classification. */
export function industryHires(industry: SampleIndustry, classificationId: string): boolean {
  return (
    (everyIndustryHires as readonly string[]).includes(classificationId) ||
    industry.classifications.includes(classificationId)
  );
}

export const sellingPoints = [
  'Flexible hours and hybrid work',
  'Salary packaging available',
  'Free onsite parking',
  'Clear career progression',
  'Supportive, inclusive team',
  'Brand new office fit-out',
  'Immediate start available',
  'Extra week of annual leave',
  'Paid parental leave',
  'Ongoing training and development',
  'Work on meaningful projects',
  'Close to public transport',
  'Generous superannuation',
  'Wellbeing program and EAP',
  'Work-from-home days',
];

export const benefits = [
  'a competitive salary and superannuation',
  'ongoing professional development',
  'flexible working arrangements',
  'a friendly, supportive team',
  'discounts on health insurance',
  'modern offices close to transport',
  'a genuine commitment to diversity and inclusion',
  'paid volunteer days',
];

/** The summary's first sentence: `role` comes with its article (`an Aged Care Worker`). */
export const openers: readonly ((role: string, company: string, place: string) => string)[] = [
  (role, company, place) => `We are looking for ${role} to join ${company} in ${place}.`,
  (role, company, place) =>
    `An exciting opportunity has opened up for ${role} at ${company} in ${place}.`,
  (role, company, place) => `Join ${company} in ${place} as ${role}.`,
  (role, company, place) => `We are seeking ${role} to join ${company} in ${place}.`,
  (role, company, place) => `Due to continued growth, ${company} in ${place} needs ${role}.`,
];
