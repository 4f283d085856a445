// The default layout's modal host: renders the dialogs the frame opens (the top one at a time) with shared-ui's
// Modal, which locks page scroll, hides chat widgets and traps focus.
import { Modal } from '@estate/shared-ui/components/Modal/Modal';
import { useFrame } from '../../state/frame';
import { useStore } from '../../state/store';

export function ModalHost() {
  const { modals } = useFrame();
  const stack = useStore(modals);
  const top = stack[stack.length - 1];
  return (
    <div data-modal-host="">
      {top && (
        <Modal key={top.id} open title={top.title} size={top.size} onClose={() => modals.close(top.id)}>
          {top.content}
        </Modal>
      )}
    </div>
  );
}
