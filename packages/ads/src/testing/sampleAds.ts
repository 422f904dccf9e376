import type { AdFields } from '../form.ts';

/** A complete, valid ad's fields for tests (a nurse in Sydney, applying on Joblane). */
export function sampleAdFields(overrides: Partial<AdFields> = {}): AdFields {
  return {
    title: 'Registered Nurse - Emergency',
    summary: 'Join a busy emergency team in a modern hospital with great support.',
    sellingPoints: ['Salary packaging', 'Free parking'],
    details:
      'We are a friendly team.\n\n**What you do**\n\n- Triage patients\n- Work with doctors\n\nApply now.',
    classification: 'healthcare-and-medical',
    subClassification: 'healthcare-and-medical.nursing-general-medical-and-surgical',
    place: { id: 'sydney-nsw-au', label: 'Sydney NSW' },
    workType: 'full-time',
    workArrangement: 'on-site',
    pay: { type: 'annual', currency: 'AUD', minCents: 8_500_000, maxCents: 9_500_000, show: true },
    apply: {
      method: 'joblane',
      questions: [
        { kind: 'yes-no', question: 'Do you hold AHPRA registration?' },
        { kind: 'choice', question: 'When could you start?', options: ['Now', 'In a month'] },
      ],
    },
    existingVacancy: true,
    automatedScreening: false,
    ...overrides,
  };
}

/** The flat form body an HTML form posts for `sampleAdFields()`. */
export function sampleAdFormBody(): Record<string, string | string[]> {
  return {
    title: 'Registered Nurse - Emergency',
    summary: 'Join a busy emergency team in a modern hospital with great support.',
    'sellingPoint.1': 'Salary packaging',
    'sellingPoint.2': 'Free parking',
    'sellingPoint.3': '',
    details:
      'We are a friendly team.\r\n\r\n**What you do**\r\n\r\n- Triage patients\r\n- Work with doctors\r\n\r\nApply now.',
    classification: 'healthcare-and-medical',
    subClassification: 'healthcare-and-medical.nursing-general-medical-and-surgical',
    where: 'Sydney',
    workType: 'full-time',
    workArrangement: 'on-site',
    payType: 'annual',
    payCurrency: 'AUD',
    payMin: '85,000',
    payMax: '95000',
    payShow: 'on',
    applyMethod: 'joblane',
    applyUrl: '',
    'question.1.kind': 'yes-no',
    'question.1.text': 'Do you hold AHPRA registration?',
    'question.1.options': '',
    'question.2.kind': 'choice',
    'question.2.text': 'When could you start?',
    'question.2.options': 'Now\r\nIn a month\r\n',
    'question.3.kind': 'text',
    'question.3.text': '',
    'question.3.options': '',
    existingVacancy: 'yes',
    automatedScreening: 'no',
  };
}
