import type { NotificationInstance } from "antd/es/notification/interface";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";

/** Resolves the themed notification API, loading antd's notification code on first use. */
export type NotificationLoader = () => Promise<NotificationInstance>;

const NotificationContext = createContext<NotificationLoader | null>(null);

// antd's notification (and its portal and z-index machinery, ~20 KB) is not needed to show
// the login page; it loads the first time something has to be said.
const NotificationHolder = lazy(() => import("./notification-holder.tsx"));

/**
 * Themed notifications for the whole app, used instead of antd's <App> (which would also put
 * Modal and message into the startup bundle).
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<NotificationInstance | null>(null);
  const waiting = useRef<Array<(api: NotificationInstance) => void>>([]);

  const onReady = useCallback((api: NotificationInstance) => {
    ready.current = api;
    for (const resolve of waiting.current.splice(0)) resolve(api);
  }, []);

  const load = useCallback<NotificationLoader>(() => {
    if (ready.current) return Promise.resolve(ready.current);
    setWanted(true);
    return new Promise((resolve) => waiting.current.push(resolve));
  }, []);

  const value = useMemo(() => load, [load]);
  return (
    <NotificationContext.Provider value={value}>
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationHolder onReady={onReady} />
        </Suspense>
      ) : null}
      {children}
    </NotificationContext.Provider>
  );
}

/** The loader of the app's notification API; null outside NotificationProvider. */
export const useNotificationLoader = (): NotificationLoader | null => useContext(NotificationContext);
