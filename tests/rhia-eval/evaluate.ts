/**
 * RHIA's evaluation set: visitors' questions in each language (cases.<language>.json), each with
 * what the answer must state, what it must not, and what it must lead with. `evaluate` asks the
 * engine every question at the case's instant (a phase of the congress calendar, or today's
 * fixed date), replaying the case's earlier questions as the conversation history, and reports
 * the failures and the pass rate per language and per category.
 */
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {AnswerEngine} from '@/lib/rhia/engine';
import type {ChatLanguage, ChatTurn} from '@/lib/rhia/protocol';
import esCases from './cases.es.json';
import enCases from './cases.en.json';
import ptCases from './cases.pt.json';

/** The categories the pass rate is reported by (unknown: not published, off-topic and medical). */
export const evalCategories = ['fees', 'registration', 'date', 'abstracts', 'travel', 'program', 'site', 'followUp', 'twoFact', 'unknown'];

export type EvalCase = {
  id: string;
  /** One of `evalCategories`. */
  category: string;
  q: string;
  history?: string[];
  /** A phase name of `phaseInstants` or an ISO instant; without it, `defaultInstant`. */
  at?: string;
  must?: string[];
  not?: string[];
  lead?: string;
};

type CaseFile = {language: ChatLanguage; notPublished: string; medical: string; cases: EvalCase[]};

/** One fixed instant (Panama time) inside each phase of the congress calendar. */
export const phaseInstants: Record<string, string> = {
  before: '2025-09-15T10:00:00-05:00',
  early: '2025-12-01T10:00:00-05:00',
  regular: '2026-02-10T10:00:00-05:00',
  late: '2026-03-20T10:00:00-05:00',
  onsite: '2026-04-23T10:00:00-05:00',
  during: '2026-04-28T10:00:00-05:00',
  after: '2026-11-24T10:00:00-05:00',
};

/** "Today" for cases that name no instant: the day the evaluation set was written. */
export const defaultInstant = phaseInstants.after;

/** How far into the answer the `lead` must appear: the first sentence or so. */
const leadWindow = 90;

export const caseFiles: CaseFile[] = [esCases, enCases, ptCases] as CaseFile[];

export type CaseResult = {id: string; language: ChatLanguage; category: string; question: string; answer: string; problems: string[]};

function matcher(pattern: string, file: CaseFile): (text: string) => boolean {
  if (pattern === '@notPublished') return matcher(file.notPublished, file);
  if (pattern === '@medical') return matcher(file.medical, file);
  if (pattern.startsWith('re:')) {
    const regex = new RegExp(pattern.slice(3), 'i');
    return (text) => regex.test(text);
  }
  const needle = pattern.toLocaleLowerCase();
  return (text) => text.toLocaleLowerCase().includes(needle);
}

/** What is wrong with an answer to a case (empty when it passes). */
export function judge(answer: string, testCase: EvalCase, file: CaseFile): string[] {
  const problems: string[] = [];
  for (const pattern of testCase.must ?? []) if (!matcher(pattern, file)(answer)) problems.push(`missing ${pattern}`);
  for (const pattern of testCase.not ?? []) if (matcher(pattern, file)(answer)) problems.push(`states ${pattern}`);
  if (testCase.lead) {
    const opening = answer.trimStart().slice(0, leadWindow);
    const leads = testCase.lead.startsWith('re:')
      ? matcher(testCase.lead, file)(opening)
      : /^(Sí|No|Yes|Sim|Não)$/.test(testCase.lead)
        ? new RegExp(`^${testCase.lead}(?!\\p{L})`, 'u').test(opening)
        : opening.includes(testCase.lead);
    if (!leads) problems.push(`does not lead with ${testCase.lead}`);
  }
  // The visitor's language: prices in its house style, links to its pages.
  if (file.language === 'en' && /USD \d/.test(answer)) problems.push('price in es/pt style');
  if (file.language !== 'en' && /US\$\d/.test(answer)) problems.push('price in en style');
  if (file.language === 'en' && /\]\((\/(?!en\b)[^)]*)\)/.test(answer)) problems.push('link outside /en');
  if (file.language === 'pt' && /\]\((\/(?!pt-br\b)[^)]*)\)/.test(answer)) problems.push('link outside /pt-br');
  return problems;
}

const engines = new Map<string, AnswerEngine>();
function engineAt(instant: string): AnswerEngine {
  let engine = engines.get(instant);
  if (!engine) {
    const now = Date.parse(instant);
    engine = new AnswerEngine({es, en, pt} as never, {now: () => now});
    engines.set(instant, engine);
  }
  return engine;
}

export function runCase(testCase: EvalCase, file: CaseFile): CaseResult {
  const instant = phaseInstants[testCase.at ?? ''] ?? testCase.at ?? defaultInstant;
  const engine = engineAt(instant);
  const language = file.language;
  const history: ChatTurn[] = [];
  for (const earlier of testCase.history ?? []) {
    const reply = engine.answer({message: earlier, language, conversationHistory: [...history]}).text;
    history.push({role: 'user', content: earlier}, {role: 'assistant', content: reply});
  }
  const answer = engine.answer({message: testCase.q, language, conversationHistory: history}).text;
  return {id: testCase.id, language, category: testCase.category, question: testCase.q, answer, problems: judge(answer, testCase, file)};
}

export type Tally = {passed: number; total: number};
export type EvalReport = {results: CaseResult[]; byLanguage: Record<string, Tally>; byCategory: Record<string, Tally>; overall: Tally};

function add(tallies: Record<string, Tally>, key: string, passed: boolean) {
  const tally = (tallies[key] ??= {passed: 0, total: 0});
  tally.total += 1;
  if (passed) tally.passed += 1;
}

export function evaluate(files: CaseFile[] = caseFiles): EvalReport {
  const results = files.flatMap((file) => file.cases.map((testCase) => runCase(testCase, file)));
  const byLanguage: Record<string, Tally> = {};
  const byCategory: Record<string, Tally> = {};
  for (const result of results) {
    const passed = result.problems.length === 0;
    add(byLanguage, result.language, passed);
    add(byCategory, result.category, passed);
  }
  const passed = results.filter((result) => result.problems.length === 0).length;
  return {results, byLanguage, byCategory, overall: {passed, total: results.length}};
}

export const rate = (tally: Tally) => (tally.total === 0 ? 0 : tally.passed / tally.total);
