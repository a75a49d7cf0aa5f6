import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { StepPace } from './StepPace.tsx';
import { PROJECTOR_ASPECTS, projectorScaleOf, PROJECTOR_SCALE_LIMITS } from '../../engine/core.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { ProjectorAspect } from '../players/playersScreen.ts';
import { QrCode } from '../players/QrCode.tsx';
import { checkDiagonal, checkSquare, diagonalFromRuler } from '../players/trueScale.ts';
import type { PlayersViewHandle } from '../players/usePlayersView.ts';
import '../screens/projector/projector.css';
import '../players/playersPanel.css';
import { ProjectorView } from '../screens/projector/ProjectorView.tsx';
import { roomSource } from '../screens/projector/feedSource.ts';
import type { AppSettings } from '../state/settings.ts';

/** The LAN as the host tells it (electron/players/lanSwitch.ts). */
type LanState = Extract<Awaited<ReturnType<AppBridge['playersLink']>>, { ok: true }>['value'];

const LAN_UNKNOWN: LanState = { url: null, address: null, addresses: [] };

/** How often the panel asks whether the LAN listener runs (the Electron menu starts and stops it). */
const LINK_POLL_MS = 5000;

/**
 * The "Players' view" panel (issue 11, items 1, 6 and 7): the Dealer's controls of the projector
 * (blank, turn, push and lock the Dealer's view, true scale), its links (this machine's /projector,
 * the LAN's with a QR code), and a live miniature of exactly what the projector shows. Folded by
 * default, so at 1280×720 it costs the sidebar one line; the miniature runs only while open.
 */
export function PlayersPanel({
  players,
  bridge,
  settings,
}: {
  players: PlayersViewHandle;
  bridge: AppBridge;
  settings: AppSettings;
}) {
  const controls = useSyncExternalStore(
    players.controls.current.subscribe,
    players.controls.current.get,
  );
  const shown = useSyncExternalStore(players.shown.subscribe, players.shown.get);
  const link = useSyncExternalStore(players.link.subscribe, players.link.get);
  const [open, setOpen] = useState(false);
  const status =
    link.state === 'reconnecting'
      ? 'reconnecting to the table…'
      : link.state === 'refused'
        ? link.message
        : controls.blanked
          ? 'blanked'
          : controls.pushed
            ? controls.locked
              ? 'your view, locked'
              : 'your view'
            : controls.scale
              ? 'true scale'
              : 'the whole map';
  return (
    <section className="panel players" aria-labelledby="players-title">
      <details onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>
          <h2 id="players-title">Players&rsquo; view</h2>
          <span className="muted" data-testid="players-status">
            {status}
            {controls.rotation !== 0 ? `, turned ${controls.rotation}°` : ''}
          </span>
        </summary>
        <p className="muted small">
          Blank, Turn and Push my view are in the top bar. A pushed view lasts the turn; locked, it
          stays until unlocked.
          {!shown.whole ? ' The dashed box on your board is what the projector shows.' : ''}
        </p>
        {open && <Miniature players={players} bridge={bridge} />}
        <ScreenShape settings={settings} players={players} />
        <StepPace settings={settings} />
        <TrueScale settings={settings} players={players} />
        <Links bridge={bridge} />
      </details>
    </section>
  );
}

/**
 * The players' screen's shape, for the miniature and the outline: as the projector on this machine
 * reports it, or chosen (a TV's browser on the LAN reports nothing). Saved with the calibration.
 */
function ScreenShape({ settings, players }: { settings: AppSettings; players: PlayersViewHandle }) {
  const current = useSyncExternalStore(settings.current.subscribe, settings.current.get);
  const reported = useSyncExternalStore(players.frame.subscribe, players.frame.get);
  const { aspect, ...scale } = projectorScaleOf(current);
  const measured = reported
    ? `as this machine's projector reports (${reported.viewport.width}×${reported.viewport.height})`
    : "as this machine's projector reports (16:9 until one is open)";
  return (
    <label className="players-shape">
      The players&rsquo; screen is{' '}
      <select
        value={aspect ?? 'reported'}
        onChange={(e) => {
          const value = e.currentTarget.value;
          settings.change({
            projector:
              value === 'reported' ? scale : { ...scale, aspect: value as ProjectorAspect },
          });
        }}
      >
        <option value="reported">{measured}</option>
        {PROJECTOR_ASPECTS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The projector's view, drawn small: the same component, a public client of the table room as the
 * projector is, so it shows what the room sends the players, not what this window holds.
 */
function Miniature({ players, bridge }: { players: PlayersViewHandle; bridge: AppBridge }) {
  const source = useMemo(
    () =>
      roomSource(async () => {
        const result = await bridge.playersPass({});
        if (!result.ok) throw new Error(result.error.message);
        return result.value;
      }),
    [bridge],
  );
  const frame = useSyncExternalStore(players.shown.subscribe, players.shown.get);
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(300);
  useEffect(() => {
    const box = boxRef.current!;
    const observer = new ResizeObserver(() => setBoxWidth(box.clientWidth || 300));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  // Laid out as the players' screen is: reported, or of the shape the Dealer chose.
  const { viewport } = frame;
  const { ratio, width: screenWidth, height: screenHeight } = frame.screen;
  const screen = useMemo(
    () => ({
      pixels: { width: screenWidth * ratio, height: screenHeight * ratio },
      ratio,
    }),
    [screenWidth, screenHeight, ratio],
  );
  const k = boxWidth / viewport.width;
  return (
    <div
      className="players-miniature"
      ref={boxRef}
      style={{ height: viewport.height * k }}
      data-testid="players-miniature"
      aria-label="What the projector shows"
    >
      <div
        className="players-miniature-viewport"
        style={{
          width: viewport.width,
          height: viewport.height,
          transform: `scale(${k})`,
        }}
      >
        <ProjectorView source={source} screen={screen} tellsFrame={false} />
      </div>
    </div>
  );
}

function TrueScale({ settings, players }: { settings: AppSettings; players: PlayersViewHandle }) {
  const current = useSyncExternalStore(settings.current.subscribe, settings.current.get);
  const scale = projectorScaleOf(current);
  const [diagonal, setDiagonal] = useState(scale.diagonalInches?.toString() ?? '');
  const [square, setSquare] = useState(scale.squareInches.toString());
  const [refusal, setRefusal] = useState<string | null>(null);
  const { diagonalInches: d, squareInches: s } = PROJECTOR_SCALE_LIMITS;
  const calibrate = () => {
    const checkedDiagonal = checkDiagonal(Number(diagonal));
    if (!checkedDiagonal.ok || diagonal.trim() === '')
      return setRefusal(
        checkedDiagonal.ok
          ? `The screen's diagonal must be between ${d.min} and ${d.max} inches.`
          : checkedDiagonal.message,
      );
    const checkedSquare = checkSquare(Number(square));
    if (!checkedSquare.ok) return setRefusal(checkedSquare.message);
    setRefusal(null);
    settings.change({
      projector: {
        ...scale,
        trueScale: true,
        diagonalInches: checkedDiagonal.value,
        squareInches: checkedSquare.value,
      },
    });
  };
  return (
    <fieldset className="players-scale">
      <legend>True scale</legend>
      <label>
        <input
          type="checkbox"
          checked={scale.trueScale && scale.diagonalInches !== null}
          disabled={scale.diagonalInches === null}
          title={scale.diagonalInches === null ? 'Calibrate first' : undefined}
          onChange={(e) =>
            settings.change({ projector: { ...scale, trueScale: e.currentTarget.checked } })
          }
        />{' '}
        Draw squares at true size
      </label>
      <label title="Each token becomes a ring under its miniature; names and HP sit outside it, facing the nearest table edge">
        <input
          type="checkbox"
          checked={scale.standees ?? false}
          onChange={(e) =>
            settings.change({ projector: { ...scale, standees: e.currentTarget.checked } })
          }
        />{' '}
        Miniatures stand on the TV
      </label>
      <form
        className="players-calibrate"
        onSubmit={(e) => {
          e.preventDefault();
          calibrate();
        }}
      >
        <label>
          Screen diagonal (inches, {d.min}–{d.max})
          <input
            type="number"
            inputMode="decimal"
            step="any"
            value={diagonal}
            onChange={(e) => setDiagonal(e.currentTarget.value)}
          />
        </label>
        <label>
          One square (inches, {s.min}–{s.max})
          <input
            type="number"
            inputMode="decimal"
            step="0.25"
            value={square}
            onChange={(e) => setSquare(e.currentTarget.value)}
          />
        </label>
        <button type="submit">Calibrate</button>
      </form>
      {refusal && (
        <p role="alert" className="refusal" data-testid="players-scale-refusal">
          {refusal}
        </p>
      )}
      <RulerMatch
        players={players}
        onDiagonal={(inches) => {
          setDiagonal(String(Math.round(inches * 10) / 10));
          setRefusal(null);
          settings.change({ projector: { ...scale, trueScale: true, diagonalInches: inches } });
        }}
        onRefused={setRefusal}
      />
      <div role="radiogroup" aria-label="At true scale, the projector">
        <label>
          <input
            type="radio"
            name="players-follow"
            checked={scale.follow === 'acting'}
            onChange={() => settings.change({ projector: { ...scale, follow: 'acting' } })}
          />{' '}
          follows the acting character
        </label>
        <label>
          <input
            type="radio"
            name="players-follow"
            checked={scale.follow === 'fixed'}
            onChange={() => settings.change({ projector: { ...scale, follow: 'fixed' } })}
          />{' '}
          stays where I push it
        </label>
      </div>
    </fieldset>
  );
}

/** Where the players' view is: this machine's page, and the LAN's link with its QR code. */
function Links({ bridge }: { bridge: AppBridge }) {
  const [lan, setLan] = useState<LanState>(LAN_UNKNOWN);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let stopped = false;
    const ask = () =>
      void bridge.playersLink({}).then((result) => {
        if (!stopped && result.ok) setLan(result.value);
      });
    ask();
    // The Electron menu turns the LAN on and off too: the panel follows it.
    const timer = setInterval(ask, LINK_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [bridge]);
  /** A change of the LAN's, told in words when the host refuses it. */
  const change = async (call: () => ReturnType<AppBridge['setLan']>) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (result.ok) setLan(result.value);
    setProblem(result.ok ? null : result.error.message);
  };
  const local =
    window.location.protocol === 'http:' || window.location.protocol === 'https:'
      ? new URL('/projector', window.location.href).href
      : null;
  const on = lan.url !== null;
  return (
    <div className="players-links">
      <p>
        On this machine:{' '}
        {local ? (
          <a href={local} target="_blank" rel="noreferrer" data-testid="players-local-link">
            {local}
          </a>
        ) : (
          'the Players menu opens it on the second display.'
        )}
      </p>
      <div className="players-lan-switch">
        <label>
          <input
            type="checkbox"
            checked={on}
            disabled={busy || lan.addresses.length === 0}
            onChange={(e) => {
              const wanted = e.currentTarget.checked;
              void change(() => bridge.setLan({ on: wanted }));
            }}
          />{' '}
          Share on the LAN
        </label>
        {lan.addresses.length > 1 && (
          <label>
            at{' '}
            <select
              value={lan.address ?? lan.addresses[0]}
              disabled={busy}
              aria-label="The LAN address"
              onChange={(e) => {
                const address = e.currentTarget.value;
                void change(() => bridge.setLan({ on: true, address }));
              }}
            >
              {lan.addresses.map((address) => (
                <option key={address}>{address}</option>
              ))}
            </select>
          </label>
        )}
      </div>
      {problem && (
        <p className="players-problem" role="alert">
          {problem}
        </p>
      )}
      {lan.url ? (
        <div className="players-lan">
          <p>
            On the LAN (a TV&rsquo;s browser, a player&rsquo;s laptop):{' '}
            <a href={lan.url} target="_blank" rel="noreferrer" data-testid="players-lan-link">
              {lan.url}
            </a>
          </p>
          <QrCode text={lan.url} label={`QR code of ${lan.url}`} />
          <button
            type="button"
            className="quiet"
            disabled={busy}
            title="The old link stops working: every TV on it must open the new one"
            onClick={() => void change(() => bridge.renewPlayersLink({}))}
          >
            New link
          </button>
        </div>
      ) : (
        <p className="muted small">
          {lan.addresses.length === 0
            ? 'This machine is on no network: the LAN is off.'
            : 'The LAN is off: a TV on the same network cannot reach the table.'}
        </p>
      )}
    </div>
  );
}

/** The box's side at first, CSS pixels: about two inches on most screens. */
const RULER_START = 192;

/**
 * The other calibration: a box on the projector, sized from here until it matches a ruler laid on
 * the screen, gives the pixels per inch, kept as the diagonal it implies (so one bound, 10–120
 * inches, refuses a box that cannot be right). It needs the projector on this machine, which tells
 * its screen; a TV's browser on the LAN tells nothing, and is calibrated by its diagonal.
 */
function RulerMatch({
  players,
  onDiagonal,
  onRefused,
}: {
  players: PlayersViewHandle;
  onDiagonal: (inches: number) => void;
  onRefused: (message: string) => void;
}) {
  const controls = useSyncExternalStore(
    players.controls.current.subscribe,
    players.controls.current.get,
  );
  const frame = useSyncExternalStore(players.frame.subscribe, players.frame.get);
  const [inches, setInches] = useState('2');
  const side = controls.ruler;
  if (side === null)
    return (
      <button
        type="button"
        className="quiet"
        disabled={!frame}
        title={frame ? undefined : "Open the players' view on this machine to measure its screen"}
        onClick={() => players.controls.setRuler(RULER_START)}
      >
        Match a ruler instead
      </button>
    );
  return (
    <div className="players-ruler">
      <label>
        Box on the projector ({side} pixels)
        <input
          type="range"
          min={20}
          max={1200}
          value={side}
          onChange={(e) => players.controls.setRuler(Number(e.currentTarget.value))}
        />
      </label>
      <label>
        It measures (inches)
        <input
          type="number"
          inputMode="decimal"
          step="any"
          value={inches}
          onChange={(e) => setInches(e.currentTarget.value)}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          const measured = Number(inches);
          if (!frame || !(measured > 0)) return onRefused('Say how many inches the box measures.');
          const { width, height, ratio } = frame.screen;
          const diagonal = diagonalFromRuler(
            side,
            measured,
            { width: width * ratio, height: height * ratio },
            ratio,
          );
          const checked = checkDiagonal(diagonal);
          if (!checked.ok)
            return onRefused(
              `That box makes the screen ${diagonal.toFixed(1)} inches across: ${checked.message}`,
            );
          players.controls.setRuler(null);
          onDiagonal(checked.value);
        }}
      >
        Use this box
      </button>
      <button type="button" className="quiet" onClick={() => players.controls.setRuler(null)}>
        Cancel
      </button>
    </div>
  );
}
