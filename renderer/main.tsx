import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectBridge } from './bridge/connectBridge.ts';
import { createStore } from './state/store.ts';
import { sampleMap } from './state/sampleMap.ts';
import { App } from './views/App.tsx';

const bridge = connectBridge();
const currentMap = createStore(sampleMap());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App bridge={bridge} currentMap={currentMap} />
  </StrictMode>,
);
