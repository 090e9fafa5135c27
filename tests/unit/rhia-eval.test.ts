import {caseFiles, evalCategories, evaluate, rate} from '@/tests/rhia-eval/evaluate';

// The evaluation set of tests/rhia-eval (visitors' own wording, fixed instants of each phase):
// `npm run eval:rhia` prints the same figures with every failure.
describe("RHIA's evaluation set", () => {
  const report = evaluate();

  it('has at least 60 cases per language and 30 follow-ups, two-fact questions and unknowns', () => {
    for (const language of ['es', 'en', 'pt']) expect(report.byLanguage[language].total).toBeGreaterThanOrEqual(60);
    for (const category of ['followUp', 'twoFact', 'unknown']) expect(report.byCategory[category].total).toBeGreaterThanOrEqual(30);
  });

  it('files every case under one of the reported categories', () => {
    const strays = caseFiles.flatMap((file) => file.cases.filter((entry) => !evalCategories.includes(entry.category)));
    expect(strays.map((entry) => `${entry.id}: ${entry.category}`)).toEqual([]);
  });

  it.each(['es', 'en', 'pt'])('passes at least 97%% of the %s cases', (language) => {
    const failures = report.results.filter((result) => result.language === language && result.problems.length > 0);
    const summary = failures.map((result) => `${result.id} ${result.question}: ${result.problems.join('; ')}`);
    // Below the bar, the failures themselves are the message.
    expect(rate(report.byLanguage[language]) >= 0.97 ? [] : summary).toEqual([]);
  });
});
