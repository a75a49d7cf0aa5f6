import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectBridge } from './bridge/connectBridge.ts';
import { loadSettings } from './state/settings.ts';
import { createStore } from '../common/store.ts';
import { sampleMap } from './state/sampleMap.ts';
import { tableAsked } from './state/newTable.ts';
import { TableSeat, resumeSeat } from './state/tableSeat.ts';
import { Shell, type Route } from './app/Shell.tsx';

const bridge = connectBridge();
// A reload resumes the session this window was playing (tableSeat.ts), before anything is drawn.
const seat = new TableSeat();
const resumed = await resumeSeat(bridge, seat);
const currentMap = createStore(resumed?.session.start.map ?? sampleMap());
// The settings come first, so the first table and board already have them: no board drawn with
// coordinates that vanish a moment later, no table whose auto-advance flips after it has started.
const settings = await loadSettings(bridge);
// A reload of a table in progress, or an address that asks for a table, skips the start screen.
const initial: Route =
  resumed || tableAsked() ? { view: 'table', resumed, fresh: null } : { view: 'start' };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Shell
      bridge={bridge}
      currentMap={currentMap}
      settings={settings}
      seat={seat}
      initial={initial}
    />
  </StrictMode>,
);
