import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './seatPage.css';
import './seat.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ticketInPage } from '../../room/pageTicket.ts';
import { SeatPage } from './SeatPage.tsx';

// A seat's phone (issue 39): no bridge here, on purpose. It holds only its seat's pass, and talks
// only to the table room.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SeatPage ticket={ticketInPage(window.location)} />
  </StrictMode>,
);
