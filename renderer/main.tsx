import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectBridge } from './bridge/connectBridge.ts';
import { loadSettings } from './state/settings.ts';
import { createStore } from './state/store.ts';
import { sampleMap } from './state/sampleMap.ts';
import { TableSeat, resumeSeat } from './state/tableSeat.ts';
import { App } from './views/App.tsx';

const bridge = connectBridge();
// A reload resumes the session this window was playing (tableSeat.ts), before anything is drawn.
const seat = new TableSeat();
const resumed = await resumeSeat(bridge, seat);
const currentMap = createStore(resumed?.session.start.map ?? sampleMap());
// The settings come first, so the first table and board already have them: no board drawn with
// coordinates that vanish a moment later, no table whose auto-advance flips after it has started.
const settings = await loadSettings(bridge);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App
      bridge={bridge}
      currentMap={currentMap}
      settings={settings}
      seat={seat}
      resumed={resumed}
    />
  </StrictMode>,
);
