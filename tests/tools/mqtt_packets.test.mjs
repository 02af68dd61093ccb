// The MQTT packets the online tables' second rendezvous writes and reads
// (web/site/online/mqtt.js; the tests' broker reads them with the same code):
// a body of 200 bytes takes two bytes of remaining length, a packet still
// arriving is not read, and two packets in one chunk are read in turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { packet, readField, takePacket } from '../../web/site/online/mqtt.js';

test('MQTT packets: the remaining length as a varint, partial and joined packets, string fields', () => {
  const body = [0, 3, ...Buffer.from('a/b'), ...new Array(195).fill(120)];
  const long = packet(0x30, body);
  assert.deepEqual([...long.subarray(0, 3)], [0x30, 200 % 128 | 0x80, 1]);
  assert.equal(long.length, 3 + 200);
  assert.equal(takePacket(long.subarray(0, 100)), null);
  assert.equal(takePacket(long.subarray(0, 2)), null);
  const joined = new Uint8Array([...packet(0x20, [0, 0]), ...long]);
  const first = takePacket(joined);
  assert.deepEqual([first.type, [...first.body]], [2, [0, 0]]);
  const second = takePacket(first.rest);
  assert.equal(second.type, 3);
  assert.deepEqual(readField(second.body, 0), ['a/b', 5]);
  assert.equal(second.body.length, 200);
  assert.equal(second.rest.length, 0);
});
