// The least of MQTT 3.1.1 over a WebSocket that a rendezvous needs
// (meeting.js): connect with a clean session, subscribe to exact topics at
// QoS 0, publish text at QoS 0, keep the connection alive. Public MQTT
// brokers take WebSocket connections (subprotocol `mqtt`), so two browsers
// that share a topic name can pass each other a few short messages, the
// offer and answer of a WebRTC connection, without a server of our own.
// Nothing here is trusted: whoever knows a topic may publish to it.

const KEEP_ALIVE_S = 30;
const CONNECT_MS = 5000;
// Ours are a few kilobytes: a broker sending more is not one we want.
const MAX_PACKET_BYTES = 64 * 1024;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

// A UTF-8 string field: its length in two bytes, then its bytes.
export const utf8Field = (text) => {
  const bytes = encoder.encode(text);
  return [bytes.length >> 8, bytes.length & 0xff, ...bytes];
};

// A packet: its fixed header's first byte, the remaining length (a varint),
// then the body. (tools/lib/mqtt_broker.mjs, the tests' broker, shares these.)
export function packet(first, body) {
  const length = [];
  let left = body.length;
  do {
    let byte = left % 128;
    left = Math.floor(left / 128);
    if (left > 0) byte |= 0x80;
    length.push(byte);
  } while (left > 0);
  return new Uint8Array([first, ...length, ...body]);
}

// The first whole packet of `bytes`: { type, body, whole, rest }, or null
// while it is still arriving.
export function takePacket(bytes) {
  let length = 0;
  let at = 1;
  let shift = 0;
  for (; at < bytes.length && at <= 4; at++) {
    length += (bytes[at] & 0x7f) << shift;
    shift += 7;
    if ((bytes[at] & 0x80) === 0) break;
  }
  if (at >= bytes.length || bytes.length < at + 1 + length) return null;
  const end = at + 1 + length;
  return { type: bytes[0] >> 4, body: bytes.subarray(at + 1, end), whole: bytes.subarray(0, end), rest: bytes.slice(end) };
}

// A UTF-8 string field at `at`: [text, the offset after it].
export function readField(bytes, at) {
  const length = (bytes[at] << 8) | bytes[at + 1];
  return [decoder.decode(bytes.subarray(at + 2, at + 2 + length)), at + 2 + length];
}

// Resolves to a client once the broker accepted the connection; rejects when
// it refused, did not answer within CONNECT_MS, or could not be reached.
export function mqttConnect(url, clientId) {
  return new Promise((resolve, reject) => {
    let socket;
    try {
      socket = new WebSocket(url, 'mqtt');
    } catch (error) {
      reject(error);
      return;
    }
    socket.binaryType = 'arraybuffer';
    const handlers = new Map();   // topic -> (text) => void
    let buffer = new Uint8Array(0);
    let packetId = 0;
    let accepted = false;
    let ping = 0;
    const client = {
      onclose: null,
      subscribe(topic, onMessage) {
        handlers.set(topic, onMessage);
        packetId = (packetId % 0xffff) + 1;
        send(packet(0x82, [packetId >> 8, packetId & 0xff, ...utf8Field(topic), 0]));
      },
      unsubscribe(topic) {
        handlers.delete(topic);
        packetId = (packetId % 0xffff) + 1;
        send(packet(0xa2, [packetId >> 8, packetId & 0xff, ...utf8Field(topic)]));
      },
      publish(topic, text) {
        send(packet(0x30, [...utf8Field(topic), ...encoder.encode(text)]));
      },
      close() {
        clearInterval(ping);
        if (socket.readyState === WebSocket.OPEN) send(new Uint8Array([0xe0, 0]));
        socket.close();
      },
    };
    function send(bytes) {
      if (socket.readyState === WebSocket.OPEN) socket.send(bytes);
    }
    const timer = setTimeout(() => {
      reject(new Error('timeout'));
      socket.close();
    }, CONNECT_MS);
    socket.onopen = () => {
      send(packet(0x10, [...utf8Field('MQTT'), 4, 0x02, KEEP_ALIVE_S >> 8, KEEP_ALIVE_S & 0xff, ...utf8Field(clientId)]));
    };
    socket.onerror = () => {};
    socket.onclose = () => {
      clearTimeout(timer);
      clearInterval(ping);
      if (!accepted) reject(new Error('closed'));
      else client.onclose?.();
    };
    socket.onmessage = (event) => {
      if (!(event.data instanceof ArrayBuffer)) return;
      const joined = new Uint8Array(buffer.length + event.data.byteLength);
      joined.set(buffer);
      joined.set(new Uint8Array(event.data), buffer.length);
      buffer = joined;
      if (buffer.length > MAX_PACKET_BYTES) {
        socket.close();
        return;
      }
      for (let next = takePacket(buffer); next; next = takePacket(buffer)) {
        const { type, body } = next;
        buffer = next.rest;
        if (type === 2) {
          clearTimeout(timer);
          if (body[1] !== 0) {
            reject(new Error('refused'));
            socket.close();
            return;
          }
          accepted = true;
          ping = setInterval(() => send(new Uint8Array([0xc0, 0])), (KEEP_ALIVE_S * 1000) / 2);
          resolve(client);
        } else if (type === 3 && body.length >= 2) {
          // QoS 0 only: no packet id follows the topic.
          const [topic, at] = readField(body, 0);
          handlers.get(topic)?.(decoder.decode(body.subarray(at)));
        }
      }
    };
  });
}
