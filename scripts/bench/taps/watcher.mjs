/**
 * Runs inside the page (an init script, so it must stand alone): `window.__taps` notes the
 * time of the first touch or pointer press after `arm(check)` and then, at every animation
 * frame, runs `check` until it holds; `result()` answers the milliseconds between the two.
 * Times are the browser's own (event timestamps, the frame's time), so polling from the bench
 * adds nothing to them. Given `firstLoad` (a check), the clock starts at navigation start instead.
 * The page's policy forbids eval: checks arrive as code, in the init script or through CDP.
 */
export function installWatcher(firstLoad) {
  const shown = (element) => {
    if (!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth
    );
  };
  let state = null;
  const watch = (check, start) => {
    state = { start, end: null };
    const current = state;
    const frame = (time) => {
      if (state !== current) return;
      let ready = false;
      try {
        ready = current.start !== null && check();
      } catch {}
      if (ready) current.end = time;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  const press = (event) => {
    if (state && state.start === null) state.start = event.timeStamp;
  };
  for (const type of ["touchstart", "pointerdown", "mousedown"])
    addEventListener(type, press, { capture: true, passive: true });

  window.__taps = {
    arm: (check) => watch(check, null),
    result: () => (state?.end != null ? state.end - state.start : null),
    visible: (selector) => [...document.querySelectorAll(selector)].some(shown),
    /** An h1 in main with this text (any when null), not `previous`, on screen. */
    heading(text, previous) {
      return [...document.querySelectorAll("main h1")].some((h1) => {
        const value = h1.textContent.trim();
        return shown(h1) && (text === null || value === text) && value !== previous;
      });
    },
    button: (name) =>
      [...document.querySelectorAll("main button")].some((b) => shown(b) && b.textContent.trim() === name),
    /** Nothing in `root` is still a placeholder (skeleton, spinner, the start-up screen). */
    settled: (root = document.querySelector("main")) =>
      Boolean(root) &&
      !document.querySelector(".startup") &&
      ![...root.querySelectorAll(".ant-skeleton, .ant-spin-spinning")].some(shown),
  };
  if (firstLoad) watch(firstLoad, 0);
}
