import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {AnswerEngine} from '@/lib/rhia/engine';
import {showCategoryChips} from '@/lib/rhia/chips';
import {greetingId} from '@/lib/rhia/history';
import type {ChatLanguage, ChatTurn} from '@/lib/rhia/protocol';
import {href} from '@/lib/routes/paths';
import {feeTable, flatFees} from '@/content/fees';
import {airlineDiscount} from '@/content/airline';

const engine = new AnswerEngine({es, en, pt} as never);
const ask = (language: ChatLanguage, message: string, conversationHistory: ChatTurn[] = []) =>
  engine.answer({message, language, conversationHistory});

type Case = [question: string, expected: (string | RegExp)[], page?: Parameters<typeof href>[0]];

// Twenty or more questions per language, typos and missing accents among them. The expected
// figures are the site's (content/*.ts); a changed fee must change these tests too.
const questions: Record<ChatLanguage, Case[]> = {
  es: [
    ['¿Cuándo es el congreso?', ['27 al 30 de abril de 2026', 'Ciudad de Panamá'], 'home'],
    ['cuando y donde es el congreso', ['27 al 30 de abril de 2026', 'Centro de Convenciones']],
    ['¿Cuánto cuesta la inscripción para reumatólogos?', ['USD 530', 'USD 580', 'USD 680'], 'fees'],
    ['cuanto cuesta para reumatologo', ['USD 530', 'USD 680', '15 de enero de 2026']],
    ['precio para residentes', ['USD 50', 'USD 70', 'USD 90']],
    ['tarifa para enfermeras', ['USD 250', 'USD 300', 'USD 350']],
    ['tarifa tardía para profesionales afines', ['USD 630', '17 de marzo al 20 de abril de 2026']],
    ['cuanto cuesta el pase diario', ['USD 180']],
    ['¿Cuánto cuesta para la industria?', ['USD 150', 'código de acceso']],
    ['¿Cómo pago la inscripción?', ['tarjeta de crédito', 'transferencia', 'La inscripción está cerrada'], 'fees'],
    ['inscripciones grupales', ['10', '1 gratis']],
    ['politica de cancelacion', ['25 de marzo de 2026', '20%']],
    ['fecha limite para enviar resumenes', ['29 de diciembre de 2025', '18:00', '13 de febrero de 2026'], 'abstracts'],
    ['reglas de los trabajos cientificos', ['2750 caracteres', 'inglés']],
    ['¿Qué temas aceptan los trabajos científicos?', [/\b20\b/, 'Lupus', 'Vasculitis', 'Reumatología pediátrica']],
    ['hoteles', ['USD 165', 'USD 80', 'USD 179', '10%'], 'hotels'],
    ['tarifa del hotel hilton', ['Hilton Panamá', 'USD 165', 'USD 215']],
    ['hoteels cerca', ['USD 119', 'USD 155']],
    ['codigo de descuento de la aerolinea', ['C9562', '15%', '19 de abril de 2026', '8 de mayo de 2026'], 'airline'],
    ['aerolina ofical', ['C9562']],
    ['¿A cuánto está la sede del aeropuerto?', ['30 min', 'Centro de Convenciones de Panamá'], 'venue'],
    ['voltaje y moneda en panama', ['110–120 V', '60 Hz', 'USD'], 'hostCity'],
    ['programa cientifico', ['Lupus y síndrome antifosfolípido'], 'program'],
    ['quiero ser patrocinador', ['congreso@panlar.org'], 'sponsorship'],
    ['certificados', ['2025'], 'certificates'],
  ],
  en: [
    ['When is the congress?', ['April 27 to April 30, 2026', 'Panama City'], 'home'],
    ['Where will PANLAR 2026 take place?', ['Panama City', 'Panama Convention Center']],
    ['How much is registration for rheumatologists?', ['US$530', 'US$580', 'US$680'], 'fees'],
    ['fees for residents', ['US$50', 'US$70', 'US$90']],
    ['price for nurses', ['US$250', 'US$300', 'US$350']],
    ['late fee for related professionals', ['US$630', 'March 17 to April 20, 2026']],
    ['day pass price', ['US$180']],
    ['regstration fee for studnets', ['US$50', 'US$90']],
    ['early fee for rheumatologists', ['US$530', 'January 15, 2026']],
    ['how do I pay?', ['credit card', 'bank transfer', 'Registration is closed']],
    ['group registration', ['10', '1 free']],
    ['cancellation policy', ['March 25, 2026', '20%']],
    ['abstract deadline', ['December 29, 2025', '6:00 PM', 'February 13, 2026'], 'abstracts'],
    ['abstract rules', ['2,750 characters', 'English only']],
    ['hotel rates', ['US$165', 'US$80', 'US$105', '10%'], 'hotels'],
    ['waldorf astoria', ['US$162', 'US$212']],
    ['airline discount code', ['C9562', '15%', 'April 19, 2026', 'May 8, 2026'], 'airline'],
    ['how far is the venue from the airport', ['30 min', 'Panama Convention Center'], 'venue'],
    ['what currency and voltage does panama use', ['USD', '110–120 V', '60 Hz']],
    ['certifcates', ['2025'], 'certificates'],
    ['sponsorship opportunities', ['congreso@panlar.org'], 'sponsorship'],
    ['scientific program topics', ['Lupus and antiphospholipid syndrome'], 'program'],
  ],
  pt: [
    ['Quando é o congresso?', ['27 a 30 de abril de 2026', 'Cidade do Panamá'], 'home'],
    ['Quanto custa a inscrição para reumatologista?', ['USD 530', 'USD 580', 'USD 680'], 'fees'],
    ['quanto custa pra estudante', ['USD 50', 'USD 70', 'USD 90']],
    ['taxa para enfermagem', ['USD 250', 'USD 350']],
    ['taxa tardia profissionais afins', ['USD 630']],
    ['passe diário', ['USD 180']],
    ['Quanto custa a inscricao antecipada para residentes?', ['USD 50', '15 de janeiro de 2026']],
    ['Como faço o pagamento?', ['cartão de crédito', 'transferência', 'inscrições estão encerradas']],
    ['inscrição em grupo', ['10', '1 grátis']],
    ['política de cancelamento', ['25 de março de 2026', '20%']],
    ['prazo para enviar resumos', ['29 de dezembro de 2025', '18:00'], 'abstracts'],
    ['regras dos trabalhos científicos', [/2\.750 caracteres/, 'inglês']],
    ['hoteis', ['USD 165', 'USD 80', '10%'], 'hotels'],
    ['hotel radisson', ['USD 105', 'USD 115', 'USD 125']],
    ['código de desconto da companhia aérea', ['C9562', '15%', '19 de abril de 2026'], 'airline'],
    ['companhia aerea', ['C9562']],
    ['onde fica a sede do congresso', ['Centro de Convenções do Panamá', '1.700', '10 min'], 'venue'],
    ['tomada e moeda no Panamá', ['110–120 V', 'USD'], 'hostCity'],
    ['certificados', ['2025'], 'certificates'],
    ['patrocínio', ['congreso@panlar.org'], 'sponsorship'],
    ['programa cientifico', ['Lúpus e síndrome antifosfolípide'], 'program'],
  ],
};

describe('the embedded answer engine', () => {
  for (const language of ['es', 'en', 'pt'] as const) {
    it(`has at least 20 questions in ${language}`, () => expect(questions[language].length).toBeGreaterThanOrEqual(20));
    it.each(questions[language])(`${language}: %s`, (...[question, expected, page]: Case) => {
      const {text} = ask(language, question);
      for (const figure of expected) {
        if (typeof figure === 'string') expect(text).toContain(figure);
        else expect(text).toMatch(figure);
      }
      if (page) expect(text).toContain(href(page, language));
      // Every answer links a page in the visitor's language.
      if (language !== 'es') expect(text).toMatch(language === 'en' ? /\/en(\/|$)/m : /\/pt-br(\/|$)/m);
    });
  }

  it('says the workshops are coming while the congress is ahead, and no longer once it is over', () => {
    const at = (iso: string) => new AnswerEngine({es, en, pt} as never, {now: () => Date.parse(iso)});
    const before = at('2026-02-10T10:00:00-05:00').answer({message: 'scientific program topics', language: 'en', conversationHistory: []});
    const after = at('2026-11-28T10:00:00-05:00').answer({message: 'scientific program topics', language: 'en', conversationHistory: []});
    expect(before.text).toContain('Workshops are coming soon');
    expect(after.text).toContain('Lupus and antiphospholipid syndrome');
    expect(after.text).not.toContain('Workshops');
  });

  it('quotes the content modules, not copies: fees and the airline code', () => {
    expect(ask('en', 'fees for rheumatologists').text).toContain(`US$${feeTable.rheumatologists.late}`);
    expect(ask('es', 'pase diario').text).toContain(`USD ${flatFees.find((fee) => fee.key === 'dayPass')!.amount}`);
    expect(ask('pt', 'voos').text).toContain(airlineDiscount.code);
  });

  it("gives today's fees and asks for the category when a fee question names none, so the category chips appear", () => {
    const regular = new AnswerEngine({es, en, pt} as never, {now: () => Date.parse('2026-02-10T10:00:00-05:00')});
    for (const [language, question] of [
      ['es', '¿Cuánto cuesta la inscripción?'],
      ['en', 'How much is the registration fee?'],
      ['pt', 'Quanto custa a inscrição?'],
    ] as const) {
      const answer = regular.answer({message: question, language, conversationHistory: []}).text;
      expect(answer).toContain(String(feeTable.rheumatologists.regular));
      expect(answer).toMatch(new RegExp(`\\b${feeTable.residentsStudents.regular}\\b`));
      expect(answer).not.toMatch(new RegExp(`\\b${feeTable.rheumatologists.early}\\b`));
      const conversation = [
        {id: greetingId, role: 'assistant' as const, content: 'hi'},
        {id: 'q', role: 'user' as const, content: question},
        {id: 'a', role: 'assistant' as const, content: answer},
      ];
      expect([language, showCategoryChips(conversation)]).toEqual([language, true]);
      const named = ask(language, `${question} residentes`).text;
      expect(showCategoryChips([...conversation.slice(0, 2), {id: 'b', role: 'assistant', content: named}])).toBe(false);
    }
  });

  it('after the congress, a fee question without a category gets the whole table as a reference, and no category chips', () => {
    const answer = ask('en', 'fees?').text;
    for (const period of ['early', 'regular', 'late'] as const) expect(answer).toContain(`US$${feeTable.residentsStudents[period]}`);
    expect(answer).toMatch(/Registration is closed/);
    expect(answer).not.toMatch(/Which category/);
  });

  it('understands a category chip as the answer to its question, through the history', () => {
    const history = (language: ChatLanguage, question: string): ChatTurn[] => [
      {role: 'user', content: question},
      {role: 'assistant', content: ask(language, question).text},
    ];
    expect(ask('es', 'Residente o estudiante', history('es', '¿Cuánto cuesta?')).text).toContain('USD 50');
    expect(ask('en', 'Licensed (PT/OT/Nursing)', history('en', 'How much?')).text).toContain('US$250');
    expect(ask('pt', 'Indústria', history('pt', 'Quanto custa?')).text).toContain('USD 150');
    expect(ask('en', 'Day pass', history('en', 'fees')).text).toContain('US$180');
    expect(ask('es', 'Reumatólogo', history('es', 'tarifas')).text).toContain('USD 680');
    expect(ask('pt', 'Profissional afim', history('pt', 'taxas')).text).toContain('USD 630');
  });

  it('keeps the category of the conversation for a follow-up about a period', () => {
    const history: ChatTurn[] = [
      {role: 'user', content: 'precio para reumatólogos'},
      {role: 'assistant', content: ask('es', 'precio para reumatólogos').text},
    ];
    const followUp = ask('es', '¿y la tarifa tardía?', history).text;
    expect(followUp).toContain('USD 680');
    expect(followUp).not.toContain('USD 530');
  });

  it('greets, thanks, and falls back with the topics and the contact e-mail', () => {
    expect(ask('es', 'hola').text).toMatch(/^¡Hola!/);
    expect(ask('en', 'thanks!').text).toMatch(/welcome/);
    expect(ask('pt', 'obrigado').text).toMatch(/^De nada!/);
    for (const language of ['es', 'en', 'pt'] as const) {
      const {text, topic} = ask(language, 'xyzzy qwerty');
      expect(topic).toBe('fallback');
      expect(text).toContain('congreso@panlar.org');
      expect(text).toContain(href('faq', language));
    }
  });

  it('answers practical city questions (climate, transport) from the host-city page sections', () => {
    for (const [language, question] of [
      ['es', '¿Cómo es el clima en Panamá?'],
      ['en', 'what is the weather like?'],
      ['pt', 'transporte na cidade'],
    ] as const) {
      const {text, topic} = ask(language, question);
      expect(topic).toBe('hostCity');
      expect(text).toContain(href('hostCity', language));
    }
  });

  it('answers in the language of the request, whatever the question is written in', () => {
    expect(ask('en', '¿Cuánto cuesta para residentes?').text).toContain('US$50');
    expect(ask('pt', 'hotels').text).toContain('por noite');
  });

  it('declines an off-topic request, which is not the same answer as a question it cannot find', () => {
    const declined = ask('en', 'recommend me a good movie for the flight').text;
    expect(declined).toMatch(/^That's outside my scope/);
    expect(declined).not.toBe(ask('en', 'xyzzy qwerty').text);
    expect(ask('pt', 'qual a cotação do dólar hoje?').text).toMatch(/^Isso foge do meu escopo/);
  });

  it('files a disease under the program heading that covers it, and says when no heading does', () => {
    expect(ask('es', '¿hubo algo de gota en el programa?').text).toMatch(/^Sí\. .*depósito de cristales/);
    expect(ask('en', 'any talks on gout or myositis?').text).toMatch(/crystal-induced diseases/);
    expect(ask('en', 'any talks on gout or myositis?').text).toMatch(/inflammatory myopathies/);
    expect(ask('pt', 'teve algo de sarcoidose?').text).toMatch(/^Esse tema não aparece no programa/);
    expect(ask('es', 'hice un estudio sobre gota, ¿en qué tema lo envío?').text).toContain('artropatías por cristales');
  });

  it('compares the star ratings of the hotels the conversation named', () => {
    const first = 'is the Hilton Garden Inn or the Radisson cheaper?';
    const history: ChatTurn[] = [
      {role: 'user', content: first},
      {role: 'assistant', content: ask('en', first).text},
    ];
    expect(ask('en', 'which of those two has more stars?', history).text).toMatch(/^Radisson Decapolis Panamá has more stars \(4\)/);
  });

  it('prices a stay at the cheaper of two hotels just compared, taxes included', () => {
    const first = '¿el W o el InterContinental sale más barato?';
    const history: ChatTurn[] = [
      {role: 'user', content: first},
      {role: 'assistant', content: ask('es', first).text},
    ];
    const text = ask('es', '¿y 4 noches en el más barato con impuestos?', history).text;
    expect(text).toContain('W Panamá');
    expect(text).toContain('USD 655,60');
    expect(text).not.toContain('InterContinental');
  });

  it('answers a chargeback with the fees page terms, not a refund', () => {
    const text = ask('en', 'my bank says I can dispute the card charge, is that ok?').text;
    expect(text).toMatch(/waive any right to dispute/);
    expect(text).not.toMatch(/20% penalty/);
  });

  it('gives a published Panama time in the zone the visitor names, in the tense of the day asked', () => {
    const after = ask('en', 'abstract deadline - what time was that in chicago??').text;
    expect(after).toMatch(/^5:00 PM on December 29, 2025 \(Central Standard Time\): abstract submission closed at 6:00 PM/);
    const before = new AnswerEngine({es, en, pt} as never, {now: () => Date.parse('2025-11-10T12:00:00-05:00')});
    const opening = before.answer({message: 'a que horas é a abertura no horário de brasília?', language: 'pt', conversationHistory: []});
    expect(opening.text).toMatch(
      /^Às 10:00 do dia 27 de abril de 2026 \(Horário Padrão de Brasília\): a sessão de abertura será em 27 de abril de 2026, às 8:00, horário do Panamá\./,
    );
    expect(opening.text).not.toMatch(/publicada/);
  });

  it('adds up the fees of a party of several categories on the day they register', () => {
    const text = ask('es', 'somos 3 residentes y 2 reumatólogos, si nos inscribíamos en febrero ¿cuánto era todo junto?').text;
    expect(text).toMatch(/^USD 1370 en total: 3 × USD 70 \(residentes y estudiantes\) \+ 2 × USD 580 \(reumatólogos\)/);
  });
});
