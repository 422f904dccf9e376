import HomePage, { type HomeData } from '../pages/home.page.tsx';
import { definePageRoute } from './types.ts';

// Until @joblane/jobs provides facet counts, the home page offers a fixed list.
const popularClassifications = [
  {
    label: 'Information & Communication Technology',
    value: 'information-communication-technology',
  },
  { label: 'Healthcare & Medical', value: 'healthcare-medical' },
  { label: 'Trades & Services', value: 'trades-services' },
  { label: 'Education & Training', value: 'education-training' },
  { label: 'Hospitality & Tourism', value: 'hospitality-tourism' },
  { label: 'Accounting', value: 'accounting' },
  { label: 'Construction', value: 'construction' },
  { label: 'Retail & Consumer Products', value: 'retail-consumer-products' },
  { label: 'Manufacturing, Transport & Logistics', value: 'manufacturing-transport-logistics' },
  { label: 'Administration & Office Support', value: 'administration-office-support' },
];

export const homeRoute = definePageRoute<HomeData>({
  id: 'home',
  path: '/',
  schema: { querystring: { type: 'object', properties: {}, additionalProperties: false } },
  load: () => ({ popularClassifications }),
  head: () => ({
    title: 'Joblane: find your next job',
    description: 'Search jobs by keyword, place, classification, work type and salary on Joblane.',
  }),
  page: HomePage,
});
