// A small MQTT 3.1.1 broker over WebSocket on loopback, for the browser
// tests of the online tables' second rendezvous (web/site/online/meeting.js):
// it does what a public broker does for them (connect, subscribe to exact
// topics, publish at QoS 0, keep-alive pings) and nothing more, so the
// tests never reach the network. Not for serving real tables.
//   startBroker() -> { url, close() }
import { WebSocketServer } from 'ws';
import { packet, readField, takePacket } from '../../web/site/online/mqtt.js';

export function startBroker({ host = '127.0.0.1', port = 0 } = {}) {
  return new Promise((resolve) => {
    const subscribers = new Map();  // topic -> Set of sockets
    const server = new WebSocketServer({ host, port, handleProtocols: (protocols) => (protocols.has('mqtt') ? 'mqtt' : false) });
    server.on('connection', (socket) => {
      const topics = new Set();
      let buffer = Buffer.alloc(0);
      socket.on('close', () => {
        for (const topic of topics) subscribers.get(topic)?.delete(socket);
      });
      socket.on('message', (data) => {
        buffer = Buffer.concat([buffer, data]);
        for (let next = takePacket(buffer); next; next = takePacket(buffer)) {
          const { type, body, whole } = next;
          buffer = Buffer.from(next.rest);
          if (type === 1) socket.send(packet(0x20, [0, 0]));
          else if (type === 8 || type === 10) {
            const [topic] = readField(body, 2);
            if (type === 8) {
              topics.add(topic);
              if (!subscribers.has(topic)) subscribers.set(topic, new Set());
              subscribers.get(topic).add(socket);
              socket.send(packet(0x90, [body[0], body[1], 0]));
            } else {
              topics.delete(topic);
              subscribers.get(topic)?.delete(socket);
              socket.send(packet(0xb0, [body[0], body[1]]));
            }
          } else if (type === 3) {
            const [topic] = readField(body, 0);
            for (const other of subscribers.get(topic) ?? []) other.send(Buffer.from(whole));
          } else if (type === 12) socket.send(Buffer.from([0xd0, 0]));
          else if (type === 14) socket.close();
        }
      });
    });
    server.on('listening', () => {
      const { port: actual } = server.address();
      resolve({
        url: `ws://${host}:${actual}/mqtt`,
        close: () => new Promise((done) => {
          for (const client of server.clients) client.terminate();
          server.close(() => done());
        }),
      });
    });
  });
}
