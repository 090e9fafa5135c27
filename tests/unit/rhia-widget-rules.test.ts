import {cleanReply} from '@/lib/rhia/clean';
import {greetingId, trimHistory, type WidgetMessage} from '@/lib/rhia/history';
import {showCategoryChips, showQuickTopics} from '@/lib/rhia/chips';
import {replySegments} from '@/lib/rhia/reply-links';

const greeting: WidgetMessage = {id: greetingId, role: 'assistant', content: '¡Hola! Soy RHIA.'};
const message = (index: number, role: 'user' | 'assistant', content = `message ${index}`): WidgetMessage => ({
  id: `m${index}`,
  role,
  content,
});

describe('cleanReply', () => {
  it('removes bold markers', () => {
    expect(cleanReply('La tarifa es **USD 530** y __no__ cambia.')).toBe('La tarifa es USD 530 y no cambia.');
    expect(cleanReply('**sin cerrar')).toBe('sin cerrar');
  });
  it('turns bullet characters into dashes', () => {
    expect(cleanReply('• uno\n● dos\n▪ tres\n* cuatro\n  · cinco')).toBe('- uno\n- dos\n- tres\n- cuatro\n - cinco');
    expect(cleanReply('a • b')).toBe('a - b');
  });
  it('collapses three or more line breaks and repeated spaces', () => {
    expect(cleanReply('uno\n\n\n\ndos\r\n\r\n\r\ntres')).toBe('uno\n\ndos\n\ntres');
    expect(cleanReply('uno    dos\t\ttres')).toBe('uno dos tres');
    expect(cleanReply('uno\n\ndos')).toBe('uno\n\ndos');
  });
  it('leaves HTML as text (it is rendered as text, never as HTML)', () => {
    expect(cleanReply('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('trimHistory', () => {
  const question = {message: 'hola', language: 'es'} as const;
  it('leaves out the opening greeting', () => {
    expect(trimHistory([greeting], question)).toEqual([]);
    expect(trimHistory([greeting, message(1, 'user'), message(2, 'assistant')], question)).toEqual([
      {role: 'user', content: 'message 1'},
      {role: 'assistant', content: 'message 2'},
    ]);
  });
  it('keeps the last ten messages, each as {role, content}', () => {
    const conversation = [greeting, ...Array.from({length: 15}, (_, index) => message(index + 1, index % 2 === 0 ? 'user' : 'assistant'))];
    const history = trimHistory(conversation, question);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({role: 'assistant', content: 'message 6'});
    expect(history[9]).toEqual({role: 'user', content: 'message 15'});
    expect(Object.keys(history[0]).sort()).toEqual(['content', 'role']);
  });
  it('skips empty placeholders', () => {
    expect(trimHistory([greeting, message(1, 'user'), message(2, 'assistant', '')], question)).toEqual([
      {role: 'user', content: 'message 1'},
    ]);
  });
});

describe('quick-topic chips', () => {
  it('show only while the conversation holds just the greeting', () => {
    expect(showQuickTopics([greeting])).toBe(true);
    expect(showQuickTopics([greeting, message(1, 'user')])).toBe(false);
    expect(showQuickTopics([greeting, message(1, 'user'), message(2, 'assistant')])).toBe(false);
    expect(showQuickTopics([message(1, 'assistant')])).toBe(false);
  });
});

describe('category chips', () => {
  const after = (content: string) => [greeting, message(1, 'user', '¿Cuánto cuesta?'), message(2, 'assistant', content)];
  it('show when the last assistant message names a category with a professional type', () => {
    expect(showCategoryChips(after('¿En qué categoría te inscribes? Reumatólogos, Residentes y estudiantes…'))).toBe(true);
    expect(showCategoryChips(after('Which category are you registering in? Rheumatologists, related professionals…'))).toBe(true);
    expect(showCategoryChips(after('Em qual CATEGORIA você vai se inscrever? Reumatologistas, residentes…'))).toBe(true);
  });
  it('do not show for a category without a professional type, or a type without the word category', () => {
    expect(showCategoryChips(after('Elige una categoría de trabajo científico.'))).toBe(false);
    expect(showCategoryChips(after('Reumatólogos: USD 530 en tarifa anticipada.'))).toBe(false);
    expect(showCategoryChips([greeting])).toBe(false);
  });
  it('look at the last assistant message only', () => {
    const conversation = [
      ...after('¿En qué categoría? Reumatólogos…'),
      message(3, 'user', 'Reumatólogo'),
      message(4, 'assistant', 'Reumatólogos: USD 530.'),
    ];
    expect(showCategoryChips(conversation)).toBe(false);
  });
});

describe('reply links', () => {
  const known = new Set(['/', '/hoteles', '/tarifas-de-inscripcion', '/en/hotels']);
  it('turns paths of the site into links and nothing else', () => {
    expect(replySegments('Más información: /hoteles.', known)).toEqual([
      {text: 'Más información: '},
      {text: '/hoteles', href: '/hoteles'},
      {text: '.'},
    ]);
    expect(replySegments('Ver /admin o javascript:alert(1) o https://evil.example/hoteles', known).every((segment) => !segment.href)).toBe(
      true,
    );
    expect(replySegments('1/2 y A/D/R', known).every((segment) => !segment.href)).toBe(true);
  });
});
