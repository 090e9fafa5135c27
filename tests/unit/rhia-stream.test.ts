import {readChatStream} from '@/lib/rhia/stream-reader';

const encoder = new TextEncoder();
const chunk = (content: string) => `data: ${JSON.stringify({choices: [{delta: {content}}]})}\n\n`;

// A recorded reply: comments, blank lines, CRLF, multi-byte characters, an event without content.
const pieces = [
  '¡Hola! ',
  'Las tarifas ',
  'para Reumatólogos: ',
  'USD 530 ',
  '— inscrição ',
  'anticipada 🎉\n',
  'Más información: /tarifas-de-inscripcion',
];
const recorded =
  ': keep-alive comment\n\n' +
  chunk(pieces[0]) +
  '\n' +
  chunk(pieces[1]) +
  `data: ${JSON.stringify({choices: [{delta: {role: 'assistant'}}]})}\r\n\r\n` +
  chunk(pieces[2]) +
  ': another comment\n' +
  chunk(pieces[3]).replace('\n\n', '\r\n\r\n') +
  chunk(pieces[4]) +
  chunk(pieces[5]) +
  chunk(pieces[6]) +
  'data: [DONE]\n\n';
const expected = pieces.join('');
const bytes = encoder.encode(recorded);

function responseOf(parts: Uint8Array[], init: ResponseInit = {status: 200}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  return new Response(body, init);
}

function splitAt(data: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [0, ...cuts.sort((a, b) => a - b), data.length];
  return points.slice(1).map((end, index) => data.slice(points[index], end));
}

/** A small deterministic random generator, so a failing split can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

describe('readChatStream', () => {
  it('reads the recorded stream in one piece', async () => {
    const deltas: string[] = [];
    await expect(readChatStream(responseOf([bytes]), (delta) => deltas.push(delta))).resolves.toBe(expected);
    expect(deltas).toEqual(pieces);
  });

  it('gives the same text when the stream is cut at every byte boundary', async () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      let text = '';
      const result = await readChatStream(responseOf(splitAt(bytes, [cut])), (delta) => (text += delta));
      expect([cut, result]).toEqual([cut, expected]);
      expect(text).toBe(expected);
    }
  });

  it('gives the same text when the stream is cut at random boundaries', async () => {
    const next = random(42);
    for (let round = 0; round < 300; round++) {
      const count = 1 + Math.floor(next() * 40);
      const cuts = Array.from({length: count}, () => 1 + Math.floor(next() * (bytes.length - 1)));
      const result = await readChatStream(responseOf(splitAt(bytes, [...new Set(cuts)])), () => undefined);
      expect([round, result]).toEqual([round, expected]);
    }
  });

  it('reads byte by byte', async () => {
    const parts = Array.from(bytes, (byte) => Uint8Array.of(byte));
    await expect(readChatStream(responseOf(parts), () => undefined)).resolves.toBe(expected);
  });

  it('stops at [DONE] and ignores what follows', async () => {
    const text = chunk('one') + 'data: [DONE]\n\n' + chunk('two');
    await expect(readChatStream(responseOf([encoder.encode(text)]), () => undefined)).resolves.toBe('one');
  });

  it('keeps a JSON chunk split across two events and retries it with the next', async () => {
    const text = 'data: {"choices":[{"delta":\n\ndata: {"content":"joined"}}]}\n\ndata: [DONE]\n\n';
    await expect(readChatStream(responseOf([encoder.encode(text)]), () => undefined)).resolves.toBe('joined');
  });

  it('reads a last event that lacks its blank line', async () => {
    await expect(readChatStream(responseOf([encoder.encode(chunk('end').trimEnd())]), () => undefined)).resolves.toBe('end');
  });

  it('reports a non-OK response by its JSON error, else by its status', async () => {
    const withError = new Response(JSON.stringify({error: 'Too many requests'}), {status: 429});
    await expect(readChatStream(withError, () => undefined)).rejects.toThrow('Too many requests');
    await expect(readChatStream(new Response('<html>oops</html>', {status: 502}), () => undefined)).rejects.toThrow('HTTP 502');
    await expect(readChatStream(new Response(JSON.stringify({message: 'x'}), {status: 500}), () => undefined)).rejects.toThrow('HTTP 500');
  });

  it('reports a missing body', async () => {
    await expect(readChatStream(new Response(null, {status: 200}), () => undefined)).rejects.toThrow('No response body');
  });
});
