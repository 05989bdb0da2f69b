import { ResultScreen } from "../../../components/results/result-screen.tsx";

/** Shown at /admin on a portal whose config has `debug` off: admin mode is not used there (spec-1 §6). */
export function AdminModeOff() {
  return (
    <main className="crest-admin-off">
      <ResultScreen status="info" titleId="admin.off.title" subTitleId="admin.off.text" />
    </main>
  );
}
