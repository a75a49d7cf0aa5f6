// room-fanout's clients (room.bench.ts), in a thread of their own: the Dealer's window (a mirror:
// it is answered, not sent views), the TV, and the bare echo the room is measured against. Plain
// JavaScript, so the thread needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from 'colyseus.js';

const { endpoint, roomId, echoRoomId, rounds, warmup, begin } = workerData;

/** The next message of `type` the room sends, listened for before what makes it is sent. */
function next(room, type) {
  return new Promise((resolve) => {
    const off = room.onMessage(type, () => {
      off();
      resolve();
    });
  });
}

const client = new Client(endpoint);
const dealer = await client.joinById(roomId, { pass: 'dealer', mirror: true });
const tv = await client.joinById(roomId, { pass: 'tv' });
const echo = await client.joinById(echoRoomId);
// The TV's first view (whole, as it joins) may end the first round early: one of the warm-up's.

let placed = false;
/** One intent, until the Dealer is answered and the TV holds its new view. */
async function fanout() {
  const seen = Promise.all([next(tv, 'view'), next(dealer, 'answer')]);
  const start = performance.now();
  if (placed) dealer.send('undo', {});
  else dealer.send('intent', { action: begin });
  placed = !placed;
  await seen;
  return performance.now() - start;
}

let n = 0;
async function echoOnce() {
  const back = next(echo, 'pong');
  const start = performance.now();
  echo.send('ping', n++);
  await back;
  return performance.now() - start;
}

for (let i = 0; i < warmup; i++) {
  await fanout();
  await echoOnce();
}
const ours = [];
const bare = [];
for (let i = 0; i < rounds; i++) {
  ours.push(await fanout());
  bare.push(await echoOnce());
}
await Promise.all([dealer.leave(), tv.leave(), echo.leave()]);
parentPort.postMessage({ ours, bare });
