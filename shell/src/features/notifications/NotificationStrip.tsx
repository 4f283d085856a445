// product §2/§4: the strip of notices under the header; every `notify` event of the bus becomes a card that
// clears after 3 s (the store's timer) or on its close button.
import { NotificationCard } from '@estate/shared-ui/components/NotificationCard/NotificationCard';
import { useFrame } from '../../state/frame';
import { useStore } from '../../state/store';
import styles from './NotificationStrip.module.css';

export function NotificationStrip() {
  const { notifications } = useFrame();
  const shown = useStore(notifications);
  return (
    <div className={styles.strip} aria-live="polite" data-testid="notification-strip">
      {shown.map(({ id, notice }) => (
        <NotificationCard
          key={id}
          title={notice.title}
          text={notice.text}
          link={notice.link}
          onClose={() => notifications.dismiss(id)}
          className={styles.card}
        />
      ))}
    </div>
  );
}
