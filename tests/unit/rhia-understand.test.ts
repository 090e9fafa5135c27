import {spellNumbers} from '@/lib/rhia/fold';
import {groupSplit} from '@/lib/rhia/reasoning';
import {understand} from '@/lib/rhia/understand';

// What the engine reads in a question before any reasoning: each field from the visitor's own
// wording, and the look-alikes that must not be read as one.
describe('RHIA understanding', () => {
  it('reads "before" and "after" a day as the day before and the day after', () => {
    expect(understand('fee if I cancel before March 25?')).toMatchObject({date: '2026-03-24', dateRelation: 'before'});
    expect(understand('¿y si me inscribo después del 17 de marzo?')).toMatchObject({date: '2026-03-18', dateRelation: 'after'});
    expect(understand('el 25 de marzo')).toMatchObject({date: '2026-03-25', dateRelation: undefined});
  });

  it('reads "the 25th of March" and a month with its year', () => {
    expect(understand('cancellation on the 25th of march').date).toBe('2026-03-25');
    expect(understand('¿estaba abierta en septiembre de 2025?').month).toEqual({first: '2025-09-01', last: '2025-09-30'});
    expect(understand('what if I wait until april?').month).toEqual({first: '2026-04-01', last: '2026-04-30'});
  });

  it('reads tomorrow and yesterday, but not "la mañana" (the morning)', () => {
    expect(understand('si me inscribo mañana').relativeDay).toBe(1);
    expect(understand('quanto pago se me inscrever amanhã?').relativeDay).toBe(1);
    expect(understand('¿a qué hora abre en la mañana?').relativeDay).toBeUndefined();
  });

  it('counts a group from any number of people or of a category, and hears its free registrations', () => {
    expect(understand('vamos 11 enfermeras del mismo hospital, hay alguna inscripcion de regalo?')).toMatchObject({count: 11});
    expect(understand('vamos 11 enfermeras del mismo hospital, hay alguna inscripcion de regalo?').asks.has('group')).toBe(true);
    expect(understand("we're 12 residents signing up together").count).toBe(12);
    expect(understand('cuanto pagan 5 residentes').asks.has('group')).toBe(false);
  });

  it('names the payment method the visitor asks about, and only a payment method', () => {
    expect(understand('se puede pagar con paypal?').paymentMethod).toMatchObject({kind: 'other'});
    expect(understand('do you take amex?').paymentMethod).toMatchObject({kind: 'brand'});
    expect(understand('can i pay by bank transfer?').paymentMethod).toMatchObject({kind: 'transfer'});
    expect(understand('cuanto tiempo me queda para pagar con la tarifa regular?').paymentMethod).toBeUndefined();
    expect(understand('Where will PANLAR 2026 take place?').paymentMethod).toBeUndefined();
    expect(understand('¿aceptan resúmenes en español?').paymentMethod).toBeUndefined();
    expect(understand('puedo pagar con visa?').asks.has('visa')).toBe(false);
  });

  it('reads an onsite registration only with a registration or payment verb', () => {
    expect(understand('hay estacionamiento en la sede?').asks.has('registerOnsite')).toBe(false);
    expect(understand('me puedo inscribir en la sede?').asks.has('registerOnsite')).toBe(true);
    expect(understand('paguei no balcão do congresso').onsite).toBe(true);
  });

  it('reads hotel superlatives, room types and star ratings', () => {
    expect(understand('closest hotel to the venue?').superlative).toBe('closest');
    expect(understand("what's the most budget friendly place to stay").superlative).toBe('cheapest');
    expect(understand('cuales tienen suite y a cuanto?').roomType).toBe('suite');
    expect(understand("what's the cheapest 5 star hotel?")).toMatchObject({superlative: 'cheapest', stars: 5});
    expect(understand('o hotel de quatro estrelas').stars).toBe(4);
  });

  it('tells two categories compared from one person described twice', () => {
    expect(understand('cuanto pagan reumatologos y residentes?').categories).toEqual(['rheumatologists', 'residentsStudents']);
    expect(understand('sou residente de reumato, quanto pago?').categories).toEqual(['residentsStudents']);
  });

  it('reads a travel class, a year and the order in which the question asks', () => {
    expect(understand('el descuento aplica para la clase D?').travelClass).toBe('D');
    expect(understand('certificate for PANLAR 2026').year).toBe(2026);
    const q = understand('is there parking at the venue and how many minutes to the old town');
    expect(q.positions.get('parking')!).toBeLessThan(q.positions.get('distance')!);
  });

  it('keeps look-alikes apart: the opening time from the daily schedule, an appeal from the notification', () => {
    expect(understand('when does the congress start, and what time?').asks.has('openingTime')).toBe(true);
    expect(understand('what time do sessions start each day').asks.has('openingTime')).toBe(false);
    expect(understand('can I appeal if my abstract is rejected?').asks.has('notification')).toBe(false);
    expect(understand('¿puedo presentar de forma virtual?').asks.has('unpublished')).toBe(false);
  });

  it("hears a visitor's own health, but not a topic of the program", () => {
    expect(understand('me duele la rodilla, que me recomiendas?').asks.has('medical')).toBe(true);
    expect(understand('I have lupus, is it safe to fly?').asks.has('medical')).toBe(true);
    expect(understand('tengo un trabajo sobre lupus, lo puedo mandar?').asks.has('medical')).toBe(false);
    expect(understand('any session on lupus?').asks.has('medical')).toBe(false);
  });

  it('reads the previous edition, and a statistic of it as unpublished', () => {
    expect(understand('cuando fue el congreso del año pasado y donde?').asks.has('previousCongress')).toBe(true);
    expect(understand('my abstract was shown at a meeting last year').asks.has('previousCongress')).toBe(false);
    const statistic = understand('how many abstracts were accepted last year?').asks;
    expect(statistic.has('unpublished')).toBe(true);
  });

  it('reads next week, a month after "a", a day pass said otherwise and a table sent as an image', () => {
    expect(understand('quanto pagaria na semana que vem?').relativeDay).toBe(7);
    expect(understand('y si espero a marzo?').month).toEqual({first: '2026-03-01', last: '2026-03-31'});
    expect(understand('qual o valor do dia avulso?').category).toBe('dayPass');
    expect(understand('o resumo pode ter tabela feita como imagem?').asks.has('tableAsImage')).toBe(true);
    expect(understand('quantos caracteres pode ter o título?').asks.has('excludedPart')).toBe(true);
  });

  it('reads the opening session asked as such, the last day and the airline asked by name', () => {
    expect(understand('did the opening session start already?').asks.has('openingTime')).toBe(true);
    expect(understand('hoje é o último dia do congresso?').asks.has('lastDay')).toBe(true);
    expect(understand('a companhia aérea oficial é a Copa?').asks.has('airlineName')).toBe(true);
    expect(understand('airline discount code').asks.has('airlineName')).toBe(false);
  });

  it('reads results as the notification only when asked when, and a payment currency', () => {
    expect(understand('o resumo precisa ter resultados?').asks.has('notification')).toBe(false);
    expect(understand('cuando salen los resultados?').asks.has('notification')).toBe(true);
    expect(understand('o pagamento pode ser em reais?').asks.has('paymentCurrency')).toBe(true);
    expect(understand('is there a dress code?').asks.has('airline')).toBe(false);
  });

  it('reads where to register or submit, the day of the congress, and "right now" about a fee', () => {
    expect(understand('donde me inscribo?').asks.has('registerWhere')).toBe(true);
    expect(understand('where do i submit my abstract').asks.has('submitWhere')).toBe(true);
    expect(understand('is there a limit on how many abstracts one author can submit').asks.has('submitWhere')).toBe(false);
    expect(understand('what day of the congress is it today?').asks.has('congressDay')).toBe(true);
    expect(understand('how much would a radiologist pay right now?').asks.has('happeningNow')).toBe(false);
    expect(understand('is the congress happening right now?').asks.has('happeningNow')).toBe(true);
    expect(understand('is the rate per person or per room?').asks.has('abstractPerAuthor')).toBe(false);
  });

  it('reads registrations bought as a group, numbers with thousands separators and a named travel class', () => {
    expect(understand('si compramos 20 inscripciones juntas cuantas nos dan gratis?')).toMatchObject({count: 20});
    expect(understand('can my abstract be 3,200 characters long?').folded).toContain('3200 characters');
    expect(understand('is the airline discount valid for business class?').travelClass).toBe('business');
    expect(understand('when will authors be notified').asks.has('congressWhen')).toBe(false);
    expect(understand('when is the congress?').asks.has('congressWhen')).toBe(true);
  });

  it('reads money in the city, a treatment question, a named social network and "group leader" as a category', () => {
    expect(understand('se puede pagar con tarjeta en los restaurantes?').asks.has('currency')).toBe(true);
    expect(understand('se puede pagar con tarjeta en los restaurantes?').asks.has('payment')).toBe(false);
    expect(understand('cual es el mejor tratamiento para la gota?').asks.has('medical')).toBe(true);
    expect(understand('qual o instagram do congresso?').asks.has('social')).toBe(true);
    expect(understand('how much is the group leader fee and do I need a code?').asks.has('group')).toBe(false);
    expect(understand('how many abstracts will be accepted?').asks.has('unpublished')).toBe(true);
  });

  it('spells out chat shorthand, but keeps the one-letter travel classes and skips "my English"', () => {
    expect(understand('a q hora arrancan las charlas?').asks.has('unpublished')).toBe(true);
    expect(understand('do aeroporto ate la leva qto tempo?').asks.has('distance')).toBe(true);
    expect(understand('todavia me puedo anotar? xq recien me entero').asks.has('registerWhen')).toBe(true);
    expect(understand('vale para la clase d?').travelClass).toBe('D');
    expect(understand('sorry my english, where is the venue?').asks.has('abstractLanguage')).toBe(false);
    expect(understand('can I write my abstract in english?').asks.has('abstractLanguage')).toBe(true);
  });

  it('reads the nights of a stay, an amount paid, and payment methods the fee page does not list', () => {
    expect(understand('qto fica 3 noites no radisson?').nights).toBe(3);
    expect(understand('two nights at the W').nights).toBe(2);
    expect(understand('3 dias de congreso').nights).toBeUndefined();
    expect(understand('i paid 580 and cancelled on march 10').paidAmount).toBe(580);
    expect(understand('pagué USD 300, cuánto me devuelven?').paidAmount).toBe(300);
    expect(understand('cancelo el 10 de marzo').paidAmount).toBeUndefined();
    expect(understand('da pra pagar no pix ou boleto?').paymentMethod).toMatchObject({kind: 'other'});
    expect(understand('se puede pagar con mercado pago?').asks.has('currency')).toBe(false);
  });

  it('reads the closest hotel to the venue, and a group leader asked "who"', () => {
    const closest = understand('e o mais perto do centro de convencoes?');
    expect(closest.asks.has('hotel')).toBe(true);
    expect(closest.asks.has('venue')).toBe(false);
    expect(understand('quem é o lider do grupo paga qto?')).toMatchObject({category: 'groupLeader'});
    expect(understand('quem é o lider do grupo paga qto?').asks.has('unpublished')).toBe(false);
    expect(understand('quien es el presidente del congreso?').asks.has('unpublished')).toBe(true);
  });

  it('reads a day named alone, ordinal days, and "4/3" as April 3 in English only', () => {
    expect(understand('¿y si era el 17?').dayOnly).toBe(17);
    expect(understand('e se a volta fosse dia 9?').dayOnly).toBe(9);
    expect(understand('somos 17 personas').dayOnly).toBeUndefined();
    expect(understand('me inscribí el 1ro de abril').date).toBe('2026-04-01');
    expect(understand('registered on 4/3', 'en').date).toBe('2026-04-03');
    expect(understand('me inscribí el 4/3', 'es').date).toBe('2026-03-04');
    expect(understand('paid on 3/15', 'es').date).toBe('2026-03-15');
  });

  it('keeps asides from steering the question: a price in dollars, a booth, a table of fees, "was accepted"', () => {
    expect(understand('vi que pagaban más de 500 dólares, no hay descuento para estudiantes?').asks.has('currency')).toBe(false);
    expect(understand('só vi residentes na tabela').asks.has('abstractMedia')).toBe(false);
    expect(understand('my abstract was accepted but could a co-author present it?').asks.has('notification')).toBe(false);
    expect(understand('when was my abstract accepted?').asks.has('notification')).toBe(true);
    expect(understand('trabajo en un laboratorio y queremos poner un stand, a quien contacto?').asks.has('sponsorship')).toBe(true);
  });

  it('reads a time of day with the time zone it names, and no time in plain numbers', () => {
    expect(understand('enviei às 19h30 de Brasília no dia 29/12').clock).toEqual({hour: 19, minute: 30, zone: 'America/Sao_Paulo'});
    expect(understand('submitted at 6:15 pm EST on Dec 29').clock).toEqual({hour: 18, minute: 15, zone: 'America/New_York'});
    expect(understand('lo subí a las 17:50').clock).toEqual({hour: 17, minute: 50, zone: undefined});
    expect(understand('somos 22 residentes, 3 noches').clock).toBeUndefined();
    expect(understand('hasta 2750 caracteres').clock).toBeUndefined();
  });

  it('splits a group of people into the registrations paid and the free ones that make it up', () => {
    expect(groupSplit(22)).toEqual({paid: 20, free: 2});
    expect(groupSplit(11)).toEqual({paid: 10, free: 1});
    expect(groupSplit(12)).toEqual({paid: 11, free: 1});
    expect(groupSplit(10)).toEqual({paid: 10, free: 1});
    expect(groupSplit(9)).toEqual({paid: 9, free: 0});
    expect(groupSplit(33)).toEqual({paid: 30, free: 3});
  });

  it('reads a misspelt cue word as the word, and never a real word or one nearer a common word', () => {
    expect(understand('how much was registraton for a rheumatolgist').category).toBe('rheumatologists');
    expect(understand('cuanto cuesta la inscripsion para reumatologos').folded).toContain('inscripcion');
    expect(understand('quantos hoteis tem convenio').folded).toContain('quantos');
    expect(understand('inclui cafe da manha?').folded).toContain('manha');
    expect(understand('could I still edit my draft?').folded).toContain('could');
    expect(understand('any discount on flights for the congres').asks.has('brandColors')).toBe(false);
  });

  it('spells numbers written in words as digits, but leaves a lone unit and a percent alone', () => {
    expect(spellNumbers('si cancelaba el veintiocho de marzo')).toBe('si cancelaba el 28 de marzo');
    expect(spellNumbers('registered on the twentieth of march')).toBe('registered on the 20 of march');
    expect(spellNumbers('cancelled on march the third')).toBe('cancelled on march 3');
    expect(spellNumbers('paguei quinhentos e oitenta dolares')).toBe('paguei 580 dolares');
    expect(spellNumbers('tenia quinientos cincuenta')).toBe('tenia 550');
    expect(spellNumbers('treinta y uno de marzo')).toBe('31 de marzo');
    expect(spellNumbers('dos de abril')).toBe('2 de abril');
    expect(spellNumbers('una noche en el hilton')).toBe('una noche en el hilton');
    expect(spellNumbers('una de las categorias')).toBe('una de las categorias');
    expect(spellNumbers('15 por ciento')).toBe('15 por ciento');
    expect(spellNumbers('once registration closes')).toBe('once registration closes');
    expect(understand('¿y si cancelaba el veintiocho?').dayOnly).toBe(28);
  });
});
