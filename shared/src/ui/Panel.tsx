import { useId, type ReactNode } from 'react';
import './panel.css';

type PanelProps = { title?: ReactNode; children: ReactNode };

/**
 * A white card with an optional title: antd's Card in plain markup. antd's Card brings Tabs, Menu and Dropdown
 * along (its tab list), about 25 KiB compressed that a dashboard panel never uses.
 */
export function Panel({ title, children }: PanelProps) {
  const titleId = useId();
  return (
    <section className="portal-panel" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h3 id={titleId} className="portal-panel__title">
          {title}
        </h3>
      ) : null}
      <div className="portal-panel__body">{children}</div>
    </section>
  );
}
