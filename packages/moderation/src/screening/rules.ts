// Every screening rule, in one place. A rule reads the ad's own text and facts and gives at most
// one signal with a reason a moderator can read. Rules look for an existing sentence (or the
// largest figure), so adding text to an ad never takes a signal away.
import type { ScreeningContext } from './ad.ts';
import { findSentence, quote, type PreparedAd } from './text.ts';

/** Bumped whenever a rule, a weight or a threshold changes: stored screenings name it. */
export const RULES_VERSION = '2026-11-27.4';

export type RuleId =
  | 'asks-for-money'
  | 'off-platform-contact'
  | 'personal-contact'
  | 'identity-numbers'
  | 'crypto-or-gift-cards'
  | 'money-transfer'
  | 'pay-far-above-typical'
  | 'suspicious-apply-url'
  | 'shouting-title';

export interface Signal {
  rule: RuleId;
  reason: string;
  weight: number;
  evidence: string;
}

export interface Rule {
  id: RuleId;
  /** The most this rule adds to the score. */
  weight: number;
  /** A pattern of fraud on its own (three of them together can refuse an ad). */
  serious: boolean;
  /** What the rule looks for, for the README and the moderators' help. */
  description: string;
  check(ad: PreparedAd, context: ScreeningContext): Signal | undefined;
}

/**
 * A sentence about fraud rather than one committing it: fraud teams, regulators, banks and
 * counsellors write "reshipping scams" or "asked to buy gift cards". "Not a scam" excuses nothing.
 */
function namesFraud(sentence: string): boolean {
  return (
    /\b(?:fraud|scams?|scammers?|crime|criminals?|laundering|typolog\w*|mules?|suspicious|victims?)\b/i.test(
      sentence,
    ) && !/\b(?:not|no|never|isn't)\s+(?:a\s+)?(?:scam|fraud)\b/i.test(sentence)
  );
}
const namedAsFraud = { test: namesFraud };

// ---- asks the candidate for money ---------------------------------------------------------

const feeNoun =
  /\b(?:starter|start-up|startup|welcome|onboarding|registration|application|joining|sign[- ]?up|enrol?ment|activation|membership|placement|admin|administration|processing|training|course|program|programme|bootcamp|tuition|certification|background[- ]check|police[- ]check|equipment|uniform|kit|laptop|software|security|verification|listing|signage)\s+(?:licen[cs]e\s+|kit\s+|pack\s+|package\s+|course\s+)?(?:fee|fees|deposit|charge|cost|payment|levy|investment|price)\b/i;
const starterKit = /\bstarter\s+(?:kit|pack|package|bundle)\b/i;
const youPay =
  /\b(?:you(?:'ll| will| would| must| need to| have to| are required to| just| only)?(?: need to| have to)?|candidates?|applicants?|new (?:starters|hires|trainees|team members)|must|need to|needs to|required to|have to|has to)\s+(?:first\s+)?(?:pay|purchase|buy|invest|deposit|transfer|send|cover)\b(?!\s+(?:attention|suppliers?|invoices?|creditors?|vendors?|bills|staff|employees|contractors|claims|wages|tribute|respect))/i;
/** "Transfer a $200 bond", "pay a $50 fee": an amount the reader is told to pay. */
const payAnAmount =
  /\b(?:pay|transfer|send|deposit|wire)\s+(?:a|an|the|your|us)?\s*(?:\$|AUD\s?|NZD\s?)\d[\d,.]*\s+(?:bond|fee|deposit|payment|charge|levy)\b/i;
const smallFee =
  /\b(?:a|one|the)\s+(?:small|one[- ]off|one[- ]time|once[- ]off|refundable|upfront|up[- ]front|nominal|modest|low|minimal)\s+(?:fee|payment|deposit|investment|charge|cost)\b/i;
const refundable = /\brefundable\b[^.]{0,30}\b(?:fee|deposit|bond|payment)\b/i;
const payForTraining =
  /\b(?:pay|paying|payment|invest|investing|purchase|purchasing|buy|buying)\s+(?:for\s+|in\s+)?(?:your|the|a|an)\s+(?:own\s+)?(?:training|course|certification|starter|kit|equipment|laptop|materials|registration|uniform|background check|police check|onboarding|licen[cs]e|software)\b/i;
/** "Get certified with our partner for $299": a qualification sold with the job. */
const buyQualification =
  /\b(?:get|become|be|getting)\s+(?:certified|qualified|licensed|accredited|registered)\b[^.]{0,40}?\bfor\s+(?:only\s+|just\s+)?(?:\$|AUD\s?|NZD\s?)\d/i;
/** "Buy into one of our rounds for $3,500": work sold to the worker. */
const buyIn = /\bbuy(?:ing)?\s+(?:into|in\s+to)\b[^.]{0,40}?(?:\$|AUD\s?|NZD\s?)\s?\d/i;
/** Task scams: the worker funds an account to unlock work or commission. */
const fundYourAccount =
  /\b(?:recharge|top\s?-?up|reload|fund|deposit\s+(?:money|funds)?\s*(?:into|in))\s+(?:your|the)\s+(?:own\s+|work\s+|task\s+|member\s+|trading\s+)?(?:account|wallet|balance)\b/i;
const moneyAmount = /(?:\$|AUD|NZD|USD|€|£)\s?\d|\b\d+\s?(?:dollars|bucks)\b/i;
/** Fees that are other people's business: customers', students', suppliers'. */
const othersMoney =
  /\b(?:students?|customers?|clients?|patients?|tenants?|landlords?|families|parents|guests?|suppliers?|subcontractors?|creditors?|debtors?|members')\b/i;
/** What excuses a sentence: the employer pays, or nothing is charged. */
const employerPays =
  /\b(?:we|we'll|we will|the company|the employer|our company|employer)\s+(?:will\s+)?(?:pay|pays|cover|covers|fund|funds|reimburse|reimburses|provide|provides|supply|supplies|sponsor|sponsors)\b|\b(?:no|zero|never any|without)\s+(?:fees?|cost|charge|deposit|payment)s?\b|\bfree of charge\b|\bat no (?:cost|charge)\b|\b(?:fully|company)[- ](?:funded|paid)\b|\bpaid (?:for )?by (?:us|the company|the employer)\b|\bnever (?:ask|charge|request)\b|\b(?:don't|do not|won't|will not|never) (?:charge|ask|need) (?:you|candidates|applicants)\b|\bpaid training\b|\bprovided\b/i;

const asksForMoney: Rule = {
  id: 'asks-for-money',
  weight: 50,
  serious: true,
  description:
    'Asks the candidate to pay: fees, a starter kit, training or equipment they pay for, a deposit.',
  check(ad) {
    for (const sentence of ad.sentences) {
      if (employerPays.test(sentence) || namesFraud(sentence)) continue;
      const match =
        (othersMoney.test(sentence) ? null : feeNoun.exec(sentence)) ??
        payAnAmount.exec(sentence) ??
        buyQualification.exec(sentence) ??
        buyIn.exec(sentence) ??
        fundYourAccount.exec(sentence) ??
        refundable.exec(sentence) ??
        payForTraining.exec(sentence) ??
        (starterKit.test(sentence) && moneyAmount.test(sentence)
          ? starterKit.exec(sentence)
          : null) ??
        (smallFee.test(sentence) ? smallFee.exec(sentence) : null) ??
        (moneyAmount.test(sentence) ? youPay.exec(sentence) : null);
      if (!match) continue;
      // A fee word alone is an employer's business (fees in accounting, course fees in
      // education): the sentence must put the cost on the candidate or name an amount.
      const onCandidate =
        /\b(?:you|your|candidates?|applicants?|new starters?|successful)\b/i.test(sentence) ||
        moneyAmount.test(sentence) ||
        starterKit.test(sentence) ||
        refundable.test(sentence);
      if (!onCandidate) continue;
      const evidence = quote(sentence, match.index, match[0].length);
      return {
        rule: 'asks-for-money',
        weight: this.weight,
        reason: `Asks the candidate to pay: “${evidence}”`,
        evidence,
      };
    }
    return undefined;
  },
};

// ---- contact moved off the platform ------------------------------------------------------

const messenger = String.raw`(?:whats\s?-?\s?app|w\/app|telegram|tele\s?gram|signal\s+(?:app|messenger)|we\s?chat|viber|kik|line\s+app|wickr|threema|session\s+app|skype|google\s+hangouts|hangouts)`;
const contactVerb = String.raw`(?:contact|message|msg|reach|text|chat|add|dm|apply|send|talk|get in touch|write|ping|hit|call|connect|interview|respond|reply|speak|enquire|inquire)`;
const messengerContact = new RegExp(
  String.raw`\b${contactVerb}\b[^.]{0,60}?\b(?:on|via|through|using|at|over|in)\s+(?:our\s+|my\s+|the\s+)?${messenger}\b|\b${messenger}\s*(?::|-|\bme\b|\bus\b|\bonly\b|\bnumber\b|\bid\b|\bhandle\b|\+?\d|@)|\b${messenger}\s+(?:interview|chat|group)\b|\b${messenger}\b[^.]{0,30}?\+?\d[\d\s().-]{7,}`,
  'i',
);
/** Signal the app, not a railway signal or signal processing: capitalised, used as a channel. */
const signalContact = new RegExp(
  String.raw`\b${contactVerb}\b[^.]{0,60}?\b(?:on|via|through|using|over)\s+(?:our\s+|my\s+|the\s+)?Signal\b(?!\s+(?:box|boxes|processing|strength|integrity|failures?|engineering|equipment|systems?|maintenance))|\bSignal\s*(?::|\bme\b|\bus\b|\bonly\b|\bnumber\b|\bhandle\b|\+?\d|@)`,
);
/** "Drop us a line on WhatsApp": any wording that puts "us" or "me" on a messaging app. */
const usOnMessenger = new RegExp(
  String.raw`\b(?:us|me)\b[^.]{0,40}?\b(?:on|via|over|through)\s+(?:our\s+|my\s+)?${messenger}\b|\b(?:on|via|over|through)\s+(?:our\s+|my\s+)?${messenger}\b[^.]{0,40}?\b(?:us|me)\b`,
  'i',
);
const messengerLink =
  /\b(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|t\.me|telegram\.me|signal\.me|u\.wechat\.com)\//i;

const offPlatformContact: Rule = {
  id: 'off-platform-contact',
  weight: 30,
  serious: true,
  description:
    'Moves the conversation to a messaging app (WhatsApp, Telegram, Signal, WeChat, Viber...).',
  check(ad) {
    const url = ad.ad.applyUrl ?? '';
    const evidence =
      findSentence(ad.sentences, messengerContact) ??
      findSentence(ad.sentences, signalContact) ??
      findSentence(ad.sentences, usOnMessenger) ??
      findSentence(ad.sentences, messengerLink) ??
      (messengerLink.test(`${url}/`) ? url : undefined);
    if (evidence === undefined) return undefined;
    return {
      rule: 'off-platform-contact',
      weight: this.weight,
      reason: `Moves contact to a messaging app: “${evidence}”`,
      evidence,
    };
  },
};

/** Australian and New Zealand mobile numbers, and any number with a foreign country code. */
const mobileNumber =
  /(?:\+\s?61\s?\(?0?\)?\s?4|\b04)\d{2}[\s.-]?\d{3}[\s.-]?\d{3}\b|(?:\+\s?64\s?\(?0?\)?\s?2|\b02)[0-9][\s.-]?\d{3}[\s.-]?\d{3,4}\b|\+\s?(?!61|64)\d{1,3}[\s.-]?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b/;
const freeMail =
  /\b[\w.+-]+@(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mail|gmx|proton|protonmail|pm|yandex|zoho|tutanota|qq|163|126|bigpond|optusnet|iinet|xtra|inbox|rocketmail)\.(?:com|co|net|org|me|ch|ru|de|cn|com\.au|net\.au|co\.nz|co\.uk)\b/i;
const textMe = /\b(?:text|txt|sms|dm|inbox)\s+(?:me|us)\b/i;

const personalContact: Rule = {
  id: 'personal-contact',
  weight: 12,
  serious: false,
  description: 'A personal mobile number, a free-mail address, or "text me" in the ad.',
  check(ad) {
    const email = ad.ad.applyEmail ?? '';
    const evidence =
      findSentence(ad.sentences, freeMail) ??
      (freeMail.test(email) ? email : undefined) ??
      findSentence(ad.sentences, mobileNumber) ??
      findSentence(ad.sentences, textMe);
    if (evidence === undefined) return undefined;
    return {
      rule: 'personal-contact',
      weight: this.weight,
      reason: `Gives a personal phone number or free-mail address to contact: “${evidence}”`,
      evidence,
    };
  },
};

// ---- identity and bank numbers before an offer ---------------------------------------------

const identityThing = String.raw`(?:bank\s+(?:account\s+)?(?:details|number|login|card|statement)s?|bank\s+account|bsb|account\s+number|tax\s+file\s+(?:number|no\.?)|\btfn\b|ird\s+(?:number|no\.?)|social\s+security\s+number|\bssn\b|passport(?:\s+(?:number|details|copy|scan|photo|page))?|(?:driver'?s'?\s+)?licen[cs]e\s+(?:number|details|copy|scan|photo|card)|medicare\s+(?:card|number|details)|credit\s+card(?:\s+(?:details|number))?|date\s+of\s+birth|online\s+banking\s+(?:login|password|details)|mygov\s+(?:login|password))`;
const identityThingPattern = new RegExp(String.raw`\b${identityThing}`, 'i');
const requestVerb =
  /\b(?:send|provide|include|submit|email|attach|upload|share|forward|reply with|respond with|text|message|supply|enter|give us|with your application|along with)\b/i;
const yours = /\b(?:your|their|his or her)\b/i;
const beforeOffer =
  /\bwith (?:your|the) application\b|\bwhen (?:you )?apply(?:ing)?\b|\bto apply\b|\bbefore (?:the |your |an |any )?(?:interview|call|start|offer|screening)\b|\bin advance\b|\bup ?front\b|\bto (?:secure|reserve|confirm|hold|begin|start)\b|\bfast-?track\b|\bpre-?regist\w*|\bverify your identity\b|\bso (?:we|payroll) can\b/i;
/** Collected at the right time (after an offer, on the first day) or someone else's (customers'). */
const afterOffer =
  /\b(?:once|after|upon|on|following|at)\s+(?:an?\s+|your\s+|the\s+)?(?:offer|commencement|starting|appointment|hire|hiring|being hired|acceptance|your first day|first day|induction|onboarding|employment)\b|\b(?:accept|accepts|accepted)\s+(?:an?\s+|the\s+|our\s+)?offer\b|\boffer (?:is |has been )?accepted\b|\bfirst day\b|\b(?:customers?|clients?|claimants?|members?|applicants?|patients?|tenants?)'|\bmust hold\b|\bcurrent\b[^.]{0,20}\blicen[cs]e\b/i;

const identityNumbers: Rule = {
  id: 'identity-numbers',
  weight: 40,
  serious: true,
  description:
    'Asks for bank, tax-file, passport or licence numbers before any offer (identity theft).',
  check(ad) {
    const sentence = ad.sentences.find(
      (candidate) =>
        identityThingPattern.test(candidate) &&
        requestVerb.test(candidate) &&
        (yours.test(candidate) || beforeOffer.test(candidate)) &&
        !afterOffer.test(candidate),
    );
    if (sentence === undefined) return undefined;
    const match = identityThingPattern.exec(sentence)!;
    const evidence = quote(sentence, match.index, match[0].length);
    return {
      rule: 'identity-numbers',
      weight: this.weight,
      reason: `Asks for bank or identity documents before any offer: “${evidence}”`,
      evidence,
    };
  },
};

// ---- paid in crypto or gift cards ---------------------------------------------------------

const cryptoOrGift = String.raw`(?:bitcoin|btc|usdt|usdc|tether|crypto(?:currency|currencies)?|ethereum|\beth\b|litecoin|gift\s?-?cards?|itunes\s+cards?|steam\s+cards?|google\s+play\s+cards?|vouchers?|prepaid\s+cards?)`;
const paidInCrypto = new RegExp(
  String.raw`\b(?:paid|pay\s+you|we\s+pay|your\s+pay|salary|salaries|wages|compensation|earnings|remuneration|commissions?|bonus(?:es)?|payouts?|get\s+paid|be\s+paid)\b[^.]{0,30}?\b(?:in|via|with|through|(?<!such\s)as|using|into)\s+(?:a\s+|an\s+|your\s+)?${cryptoOrGift}`,
  'i',
);
/** Gift cards by any name: Google Play, iTunes, Steam, prepaid cards, vouchers. */
const giftCard = String.raw`(?:gift\s?-?cards?|(?:google\s+play|itunes|apple|steam|amazon|ebay|prepaid|visa\s+gift)\s+(?:gift\s+)?cards?|vouchers?)`;
const giftCardCodes = new RegExp(
  String.raw`\b${giftCard}\b[^.]{0,80}?\b(?:send|sending|email|emailing|text|texting|photo\w*|forward\w*|share|sharing)\b[^.]{0,30}?\b(?:codes?|pins?)\b|\b(?:send|sending|email|emailing|photo\w*|forward\w*)\b[^.]{0,30}?\b(?:codes?|pins?)\b[^.]{0,60}?\b${giftCard}\b`,
  'i',
);
const buyGiftCards = new RegExp(
  String.raw`\b(?:buy|purchase|purchasing|buying|load|top up|pick(?:ing)? up|get|getting)\b[^.]{0,25}?\b${giftCard}\b[^.]{0,60}?\b(?:send|codes?|photos?|pictures?|scratch|manager|client|reimburs|repay)`,
  'i',
);

const cryptoOrGiftCards: Rule = {
  id: 'crypto-or-gift-cards',
  weight: 40,
  serious: true,
  description: 'Pays in cryptocurrency or gift cards, or asks the candidate to buy gift cards.',
  check(ad) {
    const evidence =
      findSentence(ad.sentences, paidInCrypto, namedAsFraud) ??
      findSentence(ad.sentences, buyGiftCards, namedAsFraud) ??
      findSentence(ad.sentences, giftCardCodes, namedAsFraud);
    if (evidence === undefined) return undefined;
    return {
      rule: 'crypto-or-gift-cards',
      weight: this.weight,
      reason: `Pays in crypto or gift cards: “${evidence}”`,
      evidence,
    };
  },
};

// ---- reshipping and money transfer --------------------------------------------------------

/** Reshipping as such: a returns team reships too, so it counts only in a home-based job. */
const reshipWord =
  /\b(?:swap|change|replace)\s+(?:the\s+)?(?:shipping\s+|postage\s+)?labels?\b|\bre-?label(?:ling|ing|led)?\b|\bre-?ship(?:ping|per|pers|ment|ments)?\b|\bre-?pack(?:age|aging|ing)?\s+(?:and|&)\s+(?:re-?)?(?:ship|send|post|forward)|\bparcel\s+forward(?:ing|er)\b/i;
const fromHome =
  /\bfrom\s+(?:your\s+)?home\b|\bhome[- ]based\b|\bwork\s+from\s+home\b|\byour\s+(?:own\s+)?(?:home|house|address|residence|place|apartment|flat)\b/i;
const reshipping =
  /\b(?:packages?|parcels?|shipments?|deliveries|goods|items)\b[^.]{0,40}?\b(?:delivered|sent|shipped|arrive|arriving|come|coming)\b[^.]{0,20}?\b(?:at|to)\s+your\s+(?:own\s+)?(?:home|house|address|residence|place|apartment|flat)\b|\b(?:receive|accept|collect|take\s+delivery\s+of)\b[^.]{0,40}?\b(?:packages?|parcels?|shipments?|deliveries|goods|items)\b[^.]{0,40}?\b(?:at|to)\s+your\s+(?:own\s+)?(?:home|house|address|residence|place|apartment|flat)\b/i;
const moneyThroughYou =
  /\byour\s+(?:own\s+|personal\s+|private\s+)*(?:bank\s+)?accounts?\b[^.]{0,60}?\b(?:collect|receive|accept|process|handle)\b[^.]{0,30}?\b(?:payments?|funds|money|transfers?|deposits?)\b|\b(?:receive|accept|process|handle|collect)\b[^.]{0,40}?\b(?:payments?|funds|money|transfers?|deposits?|cash)\b[^.]{0,40}?\b(?:into|in|to|through|via|using)\s+your\s+(?:own\s+|personal\s+|private\s+)*(?:bank\s+)?(?:accounts?|paypal)\b|\b(?:keep|keeping|retain|retaining)\s+(?:a\s+|the\s+)?\d{1,2}(?:\.\d)?\s?(?:%|percent|per\s?cent)\b(?=[^.]*\b(?:transfers?|transactions?|funds|the money|the balance|the rest|pass(?:ed)?\s+on|forward(?:ed)?|send\s+on)\b)|\bcheques?\b[^.]{0,80}?\b(?:deposit|cash)\b[^.]{0,60}?\b(?:pay|transfer|send|wire|forward)\b|\b(?:deposit|cash|bank)\s+(?:each|the|a|our|every|these)\s+(?:cheques?|checks?)\b[^.]{0,60}\b(?:transfer|send|forward|wire)|\b(?:retain|commission\s+of|keep)\s+\d{1,2}\s?(?:%|percent|per\s?cent)\s+of\s+(?:each|every|the|all)\s+(?:transfer|payment|transaction|amount|sum|deposit)|\b(?:money|funds|payment)\s+(?:transfer|mule|processing)\s+(?:agent|representative|officer|assistant)|\bfinancial\s+(?:agent|intermediary)\b[^.]{0,40}\b(?:transfer|forward|receive)/i;

const moneyTransfer: Rule = {
  id: 'money-transfer',
  weight: 50,
  serious: true,
  description:
    "Reshipping parcels from home, or money passing through the candidate's own account.",
  check(ad) {
    const evidence =
      findSentence(ad.sentences, moneyThroughYou, namedAsFraud) ??
      findSentence(ad.sentences, reshipping, namedAsFraud) ??
      (fromHome.test(ad.text) ? findSentence(ad.sentences, reshipWord, namedAsFraud) : undefined);
    if (evidence === undefined) return undefined;
    return {
      rule: 'money-transfer',
      weight: this.weight,
      reason: `Reshipping or money transfer through the candidate: “${evidence}”`,
      evidence,
    };
  },
};

// ---- pay far above the sub-classification's ------------------------------------------------

/** Hours in a working year (as jobs' `hoursPerYear`) and working days in one. */
const hoursPerYear = 1976;
const daysPerYear = 230;
const perPeriod =
  /(?:\$|AUD\s?|NZD\s?|USD\s?)\s?(\d{1,3}(?:,\d{3}){1,3}|\d{1,9}(?:\.\d{1,2})?)(?![\d,])\s?(k|K)?\s*(?:\+\s*)?(?:(?:per|a|an|each|every|\/)\s*|\s)(hour|hr|day|week|wk|fortnight|month|mth|year|yr|annum|p\.?a\.?)\b/gi;
const yearly: Record<string, number> = {
  hour: hoursPerYear,
  hr: hoursPerYear,
  day: daysPerYear,
  week: 52,
  wk: 52,
  fortnight: 26,
  month: 12,
  mth: 12,
  year: 1,
  yr: 1,
  annum: 1,
};

/** The highest annual pay the ad offers: its pay fields and any "$X per week" in its text. */
export function highestAnnualPay(ad: PreparedAd): { amount: number; evidence: string } | undefined {
  let best: { amount: number; evidence: string } | undefined;
  const pay = ad.ad.pay;
  if (pay && Number.isFinite(pay.min)) {
    const top = Math.max(pay.min, Number.isFinite(pay.max ?? NaN) ? (pay.max as number) : 0);
    const amount = pay.period === 'hourly' ? top * hoursPerYear : top;
    best = {
      amount,
      evidence: `pay up to ${Math.round(top).toLocaleString('en-AU')} ${pay.period === 'hourly' ? 'an hour' : 'a year'}`,
    };
  }
  for (const sentence of ad.sentences) {
    for (const match of sentence.matchAll(perPeriod)) {
      const figure = Number(match[1]!.replaceAll(',', '')) * (match[2] ? 1000 : 1);
      const unit = match[3]!.toLowerCase().replaceAll('.', '');
      const amount = figure * (yearly[unit] ?? 1);
      if (Number.isFinite(amount) && (best === undefined || amount > best.amount))
        best = { amount, evidence: quote(sentence, match.index, match[0].length) };
    }
  }
  return best;
}

const payFarAbove: Rule = {
  id: 'pay-far-above-typical',
  weight: 30,
  serious: false,
  description:
    "Pay at least 1.6 times the sub-classification's 90th percentile (20), or 2.5 times (30).",
  check(ad, context) {
    const typical = context.typicalPay;
    if (!typical || !(typical.p90 > 0)) return undefined;
    const offered = highestAnnualPay(ad);
    if (!offered) return undefined;
    const ratio = offered.amount / typical.p90;
    if (!(ratio >= 1.6)) return undefined;
    const weight = ratio >= 2.5 ? 30 : 20;
    return {
      rule: 'pay-far-above-typical',
      weight,
      reason: `Pays ${ratio.toFixed(1)} times what the top tenth of similar jobs pay (about ${Math.round(offered.amount).toLocaleString('en-AU')} a year against ${Math.round(typical.p90).toLocaleString('en-AU')}): “${offered.evidence}”`,
      evidence: offered.evidence,
    };
  },
};

// ---- look-alike or shortened apply URL ----------------------------------------------------

const shorteners = new Set([
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  't.ly',
  'bl.ink',
  's.id',
  'v.gd',
  'shorte.st',
  'adf.ly',
  'tiny.one',
  'lnk.bio',
  'linktr.ee',
]);
/** Brands scammers imitate, with the domains that are really theirs. */
const brands: Record<string, readonly string[]> = {
  joblane: ['joblane.com', 'joblane.com.au'],
  seek: ['seek.com.au', 'seek.co.nz', 'seek.com'],
  indeed: ['indeed.com', 'indeed.com.au'],
  linkedin: ['linkedin.com'],
  google: ['google.com', 'google.com.au'],
  microsoft: ['microsoft.com'],
  amazon: ['amazon.com', 'amazon.com.au', 'amazon.jobs'],
  apple: ['apple.com'],
  meta: ['meta.com', 'metacareers.com'],
  facebook: ['facebook.com'],
  netflix: ['netflix.com', 'netflix.net'],
  paypal: ['paypal.com'],
  commbank: ['commbank.com.au'],
  westpac: ['westpac.com.au'],
  anz: ['anz.com', 'anz.com.au'],
  nab: ['nab.com.au'],
  woolworths: ['woolworths.com.au', 'woolworthsgroup.com.au'],
  coles: ['coles.com.au', 'colesgroup.com.au', 'colescareers.com.au'],
  telstra: ['telstra.com', 'telstra.com.au'],
  qantas: ['qantas.com', 'qantas.com.au'],
  bhp: ['bhp.com'],
  riotinto: ['riotinto.com'],
  atlassian: ['atlassian.com'],
  canva: ['canva.com'],
  deloitte: ['deloitte.com'],
  kpmg: ['kpmg.com', 'kpmg.com.au'],
  pwc: ['pwc.com', 'pwc.com.au'],
  auspost: ['auspost.com.au'],
  mygov: ['my.gov.au'],
  bunnings: ['bunnings.com.au'],
  kmart: ['kmart.com.au'],
  officeworks: ['officeworks.com.au'],
  dhl: ['dhl.com'],
  fedex: ['fedex.com'],
};
const secondLevel = /^(?:com|net|org|edu|gov|co|ac|govt|id|asn|school|geek|kiwi)$/;

/** The label a person reads as the site's name: `example` in `jobs.example.com.au`. */
function registrable(host: string): { label: string; domain: string } {
  const labels = host.split('.');
  const tld = labels.length >= 3 && secondLevel.test(labels.at(-2)!) ? 3 : 2;
  return {
    label: labels.at(-tld) ?? host,
    domain: labels.slice(-tld).join('.'),
  };
}

/** Digits and letter pairs read as letters: `amaz0n`, `rnicrosoft`, `paypa1`. */
function asRead(label: string): string {
  return label
    .toLowerCase()
    .replaceAll('0', 'o')
    .replaceAll(/[1|]/g, 'l')
    .replaceAll('3', 'e')
    .replaceAll('4', 'a')
    .replaceAll('5', 's')
    .replaceAll('7', 't')
    .replaceAll('rn', 'm')
    .replaceAll('vv', 'w');
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function lookAlikeBrand(host: string): string | undefined {
  const { label, domain } = registrable(host.toLowerCase().replace(/\.$/, ''));
  const read = asRead(label);
  const joined = read.replaceAll(/[^a-z]/g, '');
  const tokens = read.split(/[^a-z]+/).filter(Boolean);
  for (const [brand, official] of Object.entries(brands)) {
    if (official.some((own) => host === own || host.endsWith(`.${own}`) || domain === own))
      continue;
    // Short names are only a brand as a whole word (`nab-careers`, not `nabla` or `anzac`).
    const imitates =
      brand.length < 5
        ? tokens.includes(brand) || (label !== read && read.replaceAll(/[^a-z]/g, '') === brand)
        : joined.includes(brand);
    // One letter swapped, dropped or added in a long name (`linkedln`, `paypall`) reads the same.
    const oneOff =
      brand.length >= 6 && [joined, ...tokens].some((word) => editDistanceAtMostOne(word, brand));
    if (imitates || oneOff) return brand;
  }
  return undefined;
}

const suspiciousApplyUrl: Rule = {
  id: 'suspicious-apply-url',
  weight: 35,
  serious: false,
  description:
    'An apply address that imitates a known brand (35) or hides behind a URL shortener (20).',
  check(ad) {
    const urls = [
      ad.ad.applyUrl,
      ...Array.from(ad.text.matchAll(/\bhttps?:\/\/[^\s<>"')]+/gi), (match) => match[0]),
    ];
    for (const url of urls) {
      if (!url) continue;
      let host: string;
      try {
        host = new URL(url).hostname.toLowerCase();
      } catch {
        continue;
      }
      const brand = lookAlikeBrand(host);
      if (brand !== undefined)
        return {
          rule: 'suspicious-apply-url',
          weight: 35,
          reason: `The apply address imitates ${brand} but is not its site: “${url}”`,
          evidence: url,
        };
      if (shorteners.has(host.replace(/^www\./, '')))
        return {
          rule: 'suspicious-apply-url',
          weight: 20,
          reason: `The apply address hides where it leads behind a URL shortener: “${url}”`,
          evidence: url,
        };
    }
    return undefined;
  },
};

// ---- a title of dollar figures and capitals ----------------------------------------------

const bait =
  /\b(?:earn|make|guaranteed|from home|no experience|easy|cash|instant|quick|per day|a day|\/day|per week|a week|\/week|weekly|daily)\b/i;

const shoutingTitle: Rule = {
  id: 'shouting-title',
  weight: 10,
  serious: false,
  description:
    'A title of dollar figures and capitals: two money figures, a figure with earn-easy bait, mostly capitals, or !!.',
  check(ad) {
    const title = ad.title;
    const figures = title.match(/(?:\$|AUD|NZD)\s?\d/gi)?.length ?? 0;
    const letters = title.replaceAll(/[^A-Za-z]/g, '');
    const capitals = title.replaceAll(/[^A-Z]/g, '').length;
    const shoutedWords = title.match(/\b[A-Z]{4,}\b/g)?.length ?? 0;
    const shouting =
      figures >= 2 ||
      (figures >= 1 && bait.test(title)) ||
      /!{2,}|\${2,}/.test(title) ||
      (letters.length >= 12 && capitals / letters.length > 0.7 && shoutedWords >= 2);
    if (!shouting) return undefined;
    const evidence = quote(title);
    return {
      rule: 'shouting-title',
      weight: this.weight,
      reason: `The title shouts money or capitals: “${evidence}”`,
      evidence,
    };
  },
};

/** Every rule, in the order their signals are listed. */
export const rules: readonly Rule[] = [
  asksForMoney,
  offPlatformContact,
  personalContact,
  identityNumbers,
  cryptoOrGiftCards,
  moneyTransfer,
  payFarAbove,
  suspiciousApplyUrl,
  shoutingTitle,
];
