import type {FeeKey, FeePeriodKey, Topic} from './knowledge';

/**
 * The words that point to each topic, in Spanish, English and Portuguese, lower case without
 * accents (the matcher folds the question the same way and tolerates typos). These are cues for
 * recognising a question, not words the visitor sees.
 */
export type Cue = Topic | 'hello' | 'thanks' | 'price' | 'deadline' | 'rules' | 'topics' | 'where' | 'climate' | 'transport';

export const cues: Record<Cue, string[]> = {
  hello: ['hola', 'hello', 'hi', 'hey', 'buenas', 'buenos', 'saludos', 'oi', 'ola', 'bom', 'boa', 'good morning', 'greetings'],
  thanks: ['gracias', 'thanks', 'thank', 'thx', 'obrigado', 'obrigada', 'valeu', 'agradezco', 'agradecido', 'perfecto', 'genial'],
  price: [
    'cuanto', 'cuesta', 'cuestan', 'precio', 'precios', 'costo', 'costos', 'coste', 'tarifa', 'tarifas', 'valor', 'valores',
    'cost', 'costs', 'price', 'prices', 'pricing', 'much', 'fee', 'fees', 'rate', 'rates',
    'quanto', 'custa', 'custam', 'preco', 'precos', 'taxa', 'taxas', 'dolares', 'usd',
  ],
  dates: ['cuando', 'fecha', 'fechas', 'dias', 'when', 'date', 'dates', 'days', 'quando', 'data', 'datas', 'comienza', 'empieza', 'start', 'starts', 'begin', 'comeca', 'inicio', 'apertura', 'opening', 'abertura'],
  where: ['donde', 'where', 'onde', 'lugar', 'place', 'ciudad', 'city', 'cidade'],
  registration: [
    'inscripcion', 'inscripciones', 'inscribir', 'inscribo', 'inscribirme', 'registro', 'registrar', 'registrarme',
    'register', 'registration', 'signup', 'enroll', 'inscricao', 'inscricoes', 'inscrever', 'inscrevo', 'matricula',
    'pago', 'pagos', 'pagar', 'pago', 'tarjeta', 'transferencia', 'payment', 'pay', 'card', 'transfer', 'pagamento', 'cartao',
  ],
  groups: ['grupo', 'grupos', 'grupal', 'group', 'groups', 'delegacion', 'delegation', 'acceso', 'access', 'acesso'],
  cancellation: ['cancelar', 'cancelacion', 'cancelo', 'reembolso', 'devolucion', 'cancel', 'cancellation', 'refund', 'refunds', 'cancelamento', 'estorno', 'devolucao'],
  abstracts: [
    'resumen', 'resumenes', 'abstract', 'abstracts', 'trabajo', 'trabajos', 'cientifico', 'cientificos', 'poster', 'eposter',
    'resumo', 'resumos', 'trabalho', 'trabalhos', 'submission', 'submit', 'envio', 'someter', 'investigacion', 'research', 'pesquisa',
  ],
  deadline: ['plazo', 'limite', 'vence', 'vencimiento', 'cierre', 'deadline', 'due', 'prazo', 'prorroga', 'extension', 'notificacion', 'notification', 'notificacao'],
  rules: ['reglas', 'regla', 'reglamento', 'normas', 'requisitos', 'formato', 'caracteres', 'palabras', 'rules', 'regulations', 'guidelines', 'format', 'characters', 'words', 'regras', 'regulamento', 'ingles', 'english', 'imagenes', 'tablas', 'tables', 'images', 'referencias', 'references'],
  topics: ['temas', 'tema', 'tematicas', 'topics', 'topic', 'areas', 'ejes', 'temario'],
  abstractRules: [],
  abstractTopics: [],
  hotels: ['hotel', 'hoteles', 'hoteis', 'hospedaje', 'alojamiento', 'hospedarme', 'habitacion', 'habitaciones', 'noche', 'accommodation', 'lodging', 'room', 'rooms', 'night', 'stay', 'hospedagem', 'quarto', 'quartos', 'noite', 'reserva', 'hilton', 'waldorf', 'radisson', 'intercontinental', 'meridien', 'americas'],
  airline: ['aerolinea', 'aerolineas', 'vuelo', 'vuelos', 'volar', 'pasaje', 'pasajes', 'boleto', 'airline', 'flight', 'flights', 'fly', 'ticket', 'tickets', 'airfare', 'aerea', 'companhia', 'voo', 'voos', 'passagem', 'passagens', 'copa', 'c9562', 'codigo', 'code', 'promocional', 'promo'],
  venue: ['sede', 'venue', 'centro', 'convenciones', 'convention', 'convencoes', 'direccion', 'address', 'endereco', 'llegar', 'estacionamiento', 'parking', 'estacionamento', 'distancia', 'distancias', 'distance', 'amador', 'mapa', 'map', 'aeropuerto', 'airport', 'aeroporto'],
  hostCity: ['moneda', 'currency', 'moeda', 'dinero', 'money', 'electricidad', 'electricity', 'voltaje', 'voltage', 'enchufe', 'plug', 'tomada', 'energia', 'propina', 'tip', 'gorjeta', 'impuesto', 'impuestos', 'tax', 'taxes', 'imposto', 'visa', 'pasaporte', 'passport', 'passaporte', 'migracion', 'requisitos', 'requirements', 'balboa', 'turismo', 'tourism'],
  climate: ['clima', 'climate', 'weather', 'tiempo', 'lluvia', 'rain', 'chuva', 'temperatura', 'temperature', 'calor', 'ropa', 'clothes', 'roupa'],
  transport: ['transporte', 'transport', 'transportation', 'taxi', 'uber', 'metro', 'bus', 'onibus', 'moverse', 'getting'],
  program: ['programa', 'program', 'programme', 'agenda', 'cronograma', 'schedule', 'sesiones', 'sessions', 'sessoes', 'talleres', 'workshops', 'oficinas', 'conferencias', 'lectures', 'palestras', 'ponencias', 'simposios'],
  sponsorship: ['patrocinio', 'patrocinar', 'patrocinador', 'patrocinadores', 'sponsor', 'sponsors', 'sponsorship', 'exposicion', 'exhibicion', 'exhibition', 'exhibitor', 'exhibit', 'stand', 'booth', 'expositor', 'expositores', 'patrocinio', 'exposicao', 'estande', 'comercial'],
  certificates: ['certificado', 'certificados', 'certificate', 'certificates', 'constancia', 'constancias', 'diploma', 'diplomas', 'certificacao'],
  brand: ['marca', 'brand', 'branding', 'logo', 'logos', 'logotipo', 'plantilla', 'template', 'modelo', 'colores', 'colors', 'cores', 'identidad', 'identity', 'manual', 'png'],
  contact: ['contacto', 'contactar', 'contact', 'contato', 'correo', 'email', 'mail', 'telefono', 'phone', 'telefone', 'escribir', 'write'],
  fees: [],
};

/** Words that carry no topic, dropped before matching. */
export const stopWords = new Set(
  (
    'de la el los las un una unos unas y o u en a al del que para por con se es son mi me te lo le les como cual cuales hay esta este estos ' +
    'sobre sus su tu yo puedo quiero saber informacion congreso panlar 2026 favor necesito tengo tiene tienen ser hacer puede ' +
    'the a an of to in on for is are and or what how i my me can do does you your about at with be will congress please tell know there ' +
    'it this that which who any have has get need want would like ' +
    'o os as um uma do da dos das e ou em no na nos nas com qual quais eu meu minha voce sobre ha tem congresso gostaria quero preciso ' +
    'informacao informacoes posso pode ser fazer'
  ).split(/\s+/),
);

/** Registration categories: words of each (single words), tried with typo tolerance. */
export const categoryWords: Record<FeeKey, string[]> = {
  rheumatologists: ['reumatologo', 'reumatologos', 'reumatologa', 'reumatologas', 'rheumatologist', 'rheumatologists', 'reumatologista', 'reumatologistas'],
  relatedProfessionals: ['afin', 'afines', 'relacionado', 'relacionados', 'related', 'afim', 'afins', 'radiologo', 'dermatologo', 'dermatologist', 'kinesiologo', 'traumatologo', 'gerontologo', 'oftalmologo', 'pediatra', 'pediatrician', 'ortopedista', 'fisiatra', 'radiologist'],
  therapistsNurses: ['fisioterapeuta', 'fisioterapia', 'terapeuta', 'terapia', 'ocupacional', 'enfermera', 'enfermero', 'enfermeras', 'enfermeros', 'enfermeria', 'nurse', 'nurses', 'nursing', 'therapist', 'therapists', 'physiotherapist', 'therapy', 'occupational', 'enfermagem', 'enfermeiro', 'enfermeira', 'licenciado', 'licenciada', 'licenciados', 'licensed', 'graduado', 'graduada', 'graduate'],
  residentsStudents: ['residente', 'residentes', 'resident', 'residents', 'residency', 'residencia', 'estudiante', 'estudiantes', 'student', 'students', 'estudante', 'estudantes', 'alumno', 'universitario', 'fellow'],
  dayPass: [],
  groupLeader: ['lider', 'leader', 'coordinador'],
  industryStaff: ['industria', 'industry', 'farmaceutica', 'pharma', 'pharmaceutical', 'laboratorio', 'empresa', 'company'],
};

/** Multi-word categories, matched on the folded question. */
export const categoryPhrases: Partial<Record<FeeKey, RegExp>> = {
  dayPass: /\b(pases? (diario|de un dia|por dia|del dia)|passes? (diario|de um dia)|day ?pass(es)?|one[- ]day|un solo dia|um dia so)\b/,
  groupLeader: /\b(lider de grupo|group leader)\b/,
};

export const periodWords: Record<FeePeriodKey, string[]> = {
  early: ['anticipada', 'anticipado', 'temprana', 'temprano', 'early', 'antecipada', 'antecipado', 'preventa', 'earlybird'],
  regular: ['regular', 'normal'],
  late: ['tardia', 'tardio', 'late', 'ultima', 'onsite', 'presencial'],
};

/** Onsite registration pays the late fee. */
export const periodPhrases: Partial<Record<FeePeriodKey, RegExp>> = {
  late: /\b(en sitio|no local|on ?site|in person)\b/,
};
