// The second way a guest finds its host: a public MQTT broker (mqtt.js)
// carries the WebRTC offer and answer, and the browsers then talk over a
// data channel of their own, as they do after PeerJS's introduction
// (transport.js). Racing the two (rendezvous.js) keeps a table reachable
// when one service is down or refuses connections.
//
// Topics, under canasta/1/<table id>: the host listens on .../host; a guest
// on .../guest/<its random id>. A guest publishes {t:'offer', from, sdp} to
// the host's topic; the host answers {t:'answer', sdp, key, sig} on the
// guest's: the table's public key and its signature over the offer and the
// answer, so a guest applies only an answer from the key its link names
// (anyone may publish to a topic, and a page posing as the host would
// otherwise win every race). The channel is then proved once more, bound to
// its DTLS certificates (handshake.js), as every channel is.
import { iceConfig } from './config.js';
import { SIGNATURE, fromBase64Url, isRawKey, isSignature, keyPrint } from './host_key.js';
import { mqttConnect } from './mqtt.js';

const ANSWER_LABEL = 'canasta-meeting-answer-1';
const MAX_SDP = 8192;
// Offers the host is answering at once (a flood of them waits its turn), and
// how long an answered offer's connection may take to open before it is
// closed (anyone can publish offers: none may hold the host's resources).
const MAX_PENDING = 8;
const OPEN_MS = 20000;
// ICE candidates gathered by then go with the offer or answer (one message
// each way, no trickling: a broker's messages may arrive in any order).
const GATHER_MS = 2500;

const topics = (tableId) => ({ host: `canasta/1/${tableId}/host`, guest: (id) => `canasta/1/${tableId}/guest/${id}` });
const randomName = () => [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(36).padStart(2, '0')).join('');
const answerBytes = (tableId, offer, answer) => new TextEncoder().encode(JSON.stringify([ANSWER_LABEL, tableId, offer, answer]));

// Without an ice= of the link's, Google's public STUN server (README,
// "Third parties"), as PeerJS's default has it.
const rtcConfig = (ice) => iceConfig(ice) ?? { iceServers: [{ urls: 'stun:stun.l.google.com:19302' }] };

// Resolves once the connection's ICE candidates are gathered, or GATHER_MS on.
function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') {
        clearTimeout(timer);
        resolve();
      }
    });
    return undefined;
  });
}

// A data channel dressed as the PeerJS DataConnection a Link wraps:
// on('open' | 'data' | 'close' | 'error'), send(text), close(), peerConnection.
class ChannelConnection {
  constructor(pc, channel) {
    this.peerConnection = pc;
    this.channel = channel;
    this.serialization = 'raw';  // text only, as the host's Link expects
    this.handlers = { open: [], data: [], close: [], error: [] };
    this.ended = false;
    channel.onopen = () => this.emit('open');
    channel.onmessage = (event) => this.emit('data', event.data);
    channel.onclose = () => this.end();
    channel.onerror = () => this.emit('error');
    pc.addEventListener('connectionstatechange', () => {
      if (['failed', 'closed'].includes(pc.connectionState)) this.end();
    });
  }

  on(event, handler) {
    this.handlers[event]?.push(handler);
    if (event === 'open' && this.channel.readyState === 'open') queueMicrotask(handler);
  }

  emit(event, value) {
    for (const handler of this.handlers[event]) handler(value);
  }

  send(text) {
    this.channel.send(text);
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    this.emit('close');
    this.close();
  }

  close() {
    try {
      this.channel.close();
      this.peerConnection.close();
    } catch {
      // already closed
    }
    if (!this.ended) this.end();
  }
}

// The host's end on one broker: answers every offer with a signed answer and
// hands the channel that opens to `onConnection`. Resolves to { stop() }
// once the broker accepted the subscription's connection; rejects when the
// broker cannot be reached. `onLost()` hears that the broker went away (it
// is connected to again, with growing waits, until stop()).
export async function hostMeeting(tableId, { broker, ice, key }, { onConnection, onLost }) {
  const { host, guest } = topics(tableId);
  let client = null;
  let stopped = false;
  let pending = 0;
  let delay = 1000;
  const answer = async (text) => {
    let offer;
    try {
      offer = JSON.parse(text);
    } catch {
      return;
    }
    if (offer?.t !== 'offer' || typeof offer.from !== 'string' || !/^[a-z0-9]{8,32}$/.test(offer.from)
      || typeof offer.sdp !== 'string' || offer.sdp.length > MAX_SDP || pending >= MAX_PENDING) return;
    pending += 1;
    const pc = new RTCPeerConnection(rtcConfig(ice));
    setTimeout(() => pc.connectionState !== 'connected' && pc.close(), OPEN_MS);
    try {
      pc.ondatachannel = (event) => onConnection(new ChannelConnection(pc, event.channel));
      await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
      await pc.setLocalDescription(await pc.createAnswer());
      await gathered(pc);
      const sdp = pc.localDescription.sdp;
      const sig = await key.sign(answerBytes(tableId, offer.sdp, sdp));
      client?.publish(guest(offer.from), JSON.stringify({ t: 'answer', sdp, key: key.raw, sig }));
    } catch {
      pc.close();
    } finally {
      pending -= 1;
    }
  };
  const join = async () => {
    client = await mqttConnect(broker, `canasta-h-${randomName()}`);
    client.subscribe(host, answer);
    client.onclose = () => {
      if (stopped) return;
      onLost?.();
      const retry = () => !stopped && join().then(() => { delay = 1000; }, () => {
        delay = Math.min(delay * 2, 30000);
        setTimeout(retry, delay);
      });
      setTimeout(retry, delay);
    };
  };
  await join();
  return {
    stop() {
      stopped = true;
      client?.close();
    },
  };
}

// Whether an answer comes from the host the link's key print names.
async function answerHolds({ print, tableId, offer, message }) {
  if (typeof message?.sdp !== 'string' || message.sdp.length > MAX_SDP || !isRawKey(message.key) || !isSignature(message.sig)) return false;
  try {
    if (await keyPrint(message.key) !== print) return false;
    const key = await crypto.subtle.importKey('raw', fromBase64Url(message.key), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    return await crypto.subtle.verify(SIGNATURE, key, fromBase64Url(message.sig), answerBytes(tableId, offer, message.sdp));
  } catch {
    return false;
  }
}

// A guest's attempt on one broker: resolves to a DataConnection-like
// channel (not yet open) once the host's signed answer is applied; rejects
// with 'signal' when the broker cannot be reached, 'absent' when no host
// answered within `timeoutMs`. `cancelled()` stops it early.
export async function guestMeeting(tableId, { broker, ice, print }, { timeoutMs, cancelled = () => false }) {
  const { host, guest } = topics(tableId);
  const name = randomName();
  let client;
  try {
    client = await mqttConnect(broker, `canasta-g-${name}`);
  } catch {
    throw new Error('signal');
  }
  const pc = new RTCPeerConnection(rtcConfig(ice));
  const channel = pc.createDataChannel('canasta', { ordered: true });
  const connection = new ChannelConnection(pc, channel);
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const offer = pc.localDescription.sdp;
    let timer = 0;
    let watch = 0;
    await new Promise((resolve, reject) => {
      timer = setTimeout(() => reject(new Error('absent')), timeoutMs);
      watch = setInterval(() => cancelled() && reject(new Error('absent')), 250);
      let applied = false;
      client.subscribe(guest(name), async (text) => {
        let message;
        try {
          message = JSON.parse(text);
        } catch {
          return;
        }
        if (applied || message?.t !== 'answer' || !(await answerHolds({ print, tableId, offer, message })) || applied) return;
        applied = true;
        pc.setRemoteDescription({ type: 'answer', sdp: message.sdp }).then(resolve, reject);
      });
      client.publish(host, JSON.stringify({ t: 'offer', from: name, sdp: offer }));
    }).finally(() => {
      clearTimeout(timer);
      clearInterval(watch);
    });
  } catch (error) {
    connection.close();
    throw new Error(error?.message === 'absent' ? 'absent' : 'signal');
  } finally {
    client.close();
  }
  return connection;
}
