// What an online table's page does with WebRTC, recorded for the tests and
// the online benchmark (an init script: it runs in the page, alone):
//   window.rtcConfigs       every connection's configuration (its ICE servers)
//   window.channelMessages  every message its data channels received,
//                           { at (ms, on the shared clock performance.timeOrigin
//                           + now), data (the text, or '[binary]') }
// Runs in every page before its own scripts. A connection gathers ICE
// candidates (and could reach a STUN or TURN server) only once it has a
// local description: the configuration is recorded there. (PeerJS's
// load-time feature check builds one with its default servers and closes it
// at once, without an offer: it gathers nothing and sends nothing.)
export function recordRtc() {
  window.rtcConfigs = [];
  window.channelMessages = [];
  const proto = window.RTCPeerConnection.prototype;
  const setLocal = proto.setLocalDescription;
  proto.setLocalDescription = function setLocalDescription(...args) {
    window.rtcConfigs.push(JSON.parse(JSON.stringify(this.getConfiguration())));
    return setLocal.apply(this, args);
  };
  const keep = (channel) => channel.addEventListener('message', ({ data }) => {
    window.channelMessages.push({ at: performance.timeOrigin + performance.now(), data: typeof data === 'string' ? data : '[binary]' });
  });
  const create = proto.createDataChannel;
  proto.createDataChannel = function createDataChannel(...args) {
    const channel = create.apply(this, args);
    keep(channel);
    return channel;
  };
  const ondatachannel = Object.getOwnPropertyDescriptor(proto, 'ondatachannel');
  Object.defineProperty(proto, 'ondatachannel', {
    ...ondatachannel,
    set(handler) {
      ondatachannel.set.call(this, handler && ((event) => {
        keep(event.channel);
        return handler.call(this, event);
      }));
    },
  });
}
