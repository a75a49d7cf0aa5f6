import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './projector.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ProjectorView } from './ProjectorView.tsx';

// The players' view: no bridge is connected here, on purpose (issue 11: it cannot save or load).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ProjectorView />
  </StrictMode>,
);
