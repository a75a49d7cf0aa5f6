// room-fanout's and seat-fanout's clients (room.bench.ts), in a thread of their own: the Dealer's
// window (a mirror: it is answered, or told what a seat played, not sent views), the TV, the
// phones of the seats (seat-fanout), and the bare echo the room is measured against. Plain
// JavaScript, so the thread needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from 'colyseus.js';

const { endpoint, roomId, echoRoomId, rounds, warmup, begin, seats, actor, endPhase } = workerData;

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
const phones = [];
for (let i = 0; i < seats; i++) phones.push(await client.joinById(roomId, { pass: `seat-${i}` }));
const echo = await client.joinById(echoRoomId);
for (const room of [dealer, tv, ...phones, echo]) room.onMessage('*', () => undefined);
// The TV's first view (whole, as it joins) may end the first round early: one of the warm-up's.

let placed = false;
/**
 * room-fanout: one intent of the Dealer's (the round's turns begin, or its undo), until the Dealer
 * is answered and the TV holds its new view.
 */
async function dealerFanout() {
  const seen = Promise.all([next(tv, 'view'), next(dealer, 'answer')]);
  const start = performance.now();
  if (placed) dealer.send('undo', {});
  else dealer.send('intent', { action: begin });
  placed = !placed;
  await seen;
  return performance.now() - start;
}

/**
 * seat-fanout: one intent from the acting phone (its PC ends its Movement), until the Dealer's
 * window is told what it played and the TV and every phone hold their new views; then, untimed,
 * the Dealer undoes it, so the next round starts where this one did.
 */
async function seatFanout() {
  const seen = Promise.all([
    next(dealer, 'played'),
    next(tv, 'view'),
    ...phones.map((each) => next(each, 'view')),
  ]);
  const start = performance.now();
  phones[actor.seat].send('intent', { action: { type: endPhase, who: actor.who } });
  await seen;
  const took = performance.now() - start;
  const undone = Promise.all([next(dealer, 'answer'), next(tv, 'view')]);
  dealer.send('undo', {});
  await undone;
  return took;
}

const fanout = seats > 0 ? seatFanout : dealerFanout;

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
await Promise.all([dealer, tv, ...phones, echo].map((room) => room.leave()));
parentPort.postMessage({ ours, bare });
