import net from 'node:net';

// A raw HTTP/1.1 client over loopback that can send any method name (fetch and Playwright's request
// refuse TRACE, TRACK and CONNECT), for the method tests against a patched server and the real one.

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** One raw request over loopback (any method name, as a client may send it), parsed. */
export function rawRequest(port: number, requestLine: string, host = '127.0.0.1'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    let data = '';
    socket.on('data', (d) => {
      data += d.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [status = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(status.split(' ')[1] ?? 0), headers, body });
    });
    socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}
