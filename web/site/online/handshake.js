// How a guest makes sure it reached the real host, once per channel and
// before it sends anything secret (its token, a move, a chat line) or shows
// anything the other end sends:
//   guest -> host  {t:'challenge', c}   32 fresh random bytes
//   host -> guest  {t:'proof', key, sig} the table's public key (host_key.js)
//                                        and its signature over
//                  [PROOF_LABEL, table id, c, host's certificate prints, guest's]
// The guest checks that the key's SHA-256 is the print of its invitation
// link, that the signature is good, and that the two certificate prints are
// those of its own channel: each end of a WebRTC channel has a DTLS
// certificate whose print is in the SDP the browsers exchanged, and the
// browser refuses a DTLS end that does not hold it. A page that relays
// between a guest and the real host has channels of its own with other
// certificates, so a proof it passes along names the wrong ones.
import { KEY_PRINT, SIGNATURE, fromBase64Url, isRawKey, keyPrint, toBase64Url } from './host_key.js';
import { hostMessageProblem } from './messages.js';

const PROOF_LABEL = 'canasta-host-proof-1';
// A host that has not answered the challenge by then is not the host (as
// long as the host waits for a hello: a busy phone may be slow to sign).
export const PROOF_MS = 10000;

// The DTLS certificate prints of an SDP: its a=fingerprint lines, in one
// order and one case.
export function sdpPrints(sdp) {
  const prints = new Set();
  for (const [, hash, value] of String(sdp ?? '').matchAll(/^a=fingerprint:(\S+) ([0-9A-Fa-f:]+)\s*$/gm)) {
    prints.add(`${hash.toLowerCase()} ${value.toUpperCase()}`);
  }
  return [...prints].sort().join(',');
}

// The certificate prints of a peer connection's two ends as this browser
// sees them ({ local, remote }), or null before both descriptions are set.
export function channelBinding(peerConnection) {
  const local = sdpPrints(peerConnection?.localDescription?.sdp);
  const remote = sdpPrints(peerConnection?.remoteDescription?.sdp);
  return local && remote ? { local, remote } : null;
}

const proofBytes = (tableId, challenge, hostPrints, guestPrints) => new TextEncoder().encode(
  JSON.stringify([PROOF_LABEL, tableId, challenge, hostPrints, guestPrints]),
);

// The host's answer to a guest's challenge on `link` (key: hostKeys().open's).
export async function answerChallenge(link, key, tableId, challenge) {
  const binding = link.binding();
  if (!binding) {
    link.close();
    return;
  }
  const sig = await key.sign(proofBytes(tableId, challenge, binding.local, binding.remote));
  link.send({ t: 'proof', key: key.raw, sig });
}

// Whether `proof` shows the host that `print` names, on this channel.
export async function proofHolds({ print, tableId, challenge, binding, proof }) {
  if (!KEY_PRINT.test(print ?? '') || !binding || !isRawKey(proof?.key)) return false;
  try {
    if (await keyPrint(proof.key) !== print) return false;
    const key = await crypto.subtle.importKey('raw', fromBase64Url(proof.key), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    return await crypto.subtle.verify(SIGNATURE, key, fromBase64Url(proof.sig),
      proofBytes(tableId, challenge, binding.remote, binding.local));
  } catch {
    return false;
  }
}

// The guest's side: challenges the other end of a new `link` and resolves
// to true once it proved to be the host `print` names; to false (and the
// link is closed) when it answered anything else, nothing in time, or
// closed. Until then every message it sends is dropped unread.
export function proveHost(link, { print, tableId, timeoutMs = PROOF_MS }) {
  return new Promise((resolve) => {
    const challenge = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    let done = false;
    const finish = (proven) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      link.onmessage = null;
      link.onrefused = null;
      link.onclose = null;
      if (!proven) link.close();
      resolve(proven);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    link.onclose = () => finish(false);
    link.onrefused = () => finish(false);
    link.onmessage = (message) => {
      link.onmessage = null;
      if (message.t !== 'proof' || hostMessageProblem(message)) {
        finish(false);
        return;
      }
      proofHolds({ print, tableId, challenge, binding: link.binding(), proof: message }).then(finish);
    };
    if (!link.send({ t: 'challenge', c: challenge })) finish(false);
  });
}
