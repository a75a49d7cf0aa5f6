import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './projectorPage.css';
import './projector.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { tellFrame } from './feedSource.ts';
import { ProjectorView } from './ProjectorView.tsx';

// The players' view: no bridge is connected here, on purpose (issue 11: it cannot save or load).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ProjectorView />
  </StrictMode>,
);

// Closed: the Dealer's board drops the outline of a frame nobody shows any more.
window.addEventListener('pagehide', () => tellFrame(null));
