import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import { OptionsModal } from '../../components/OptionsModal/OptionsModal';
import { Example, Section } from '../Section';
import { ROOM_FACETS, ROOM_OPTIONS } from '../sampleData';

export function DialogsSection() {
  const [modalOpen, setModalOpen] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [rooms, setRooms] = useState<string[]>(['1', '3']);
  const [room, setRoom] = useState('2');
  return (
    <Section id="modal" title="Modal и OptionsModal">
      <Example title="Modal">
        <Button onClick={() => setModalOpen(true)}>Открыть окно</Button>
        <Modal open={modalOpen} onClose={() => setModalOpen(false)} title="Заголовок окна" footer={<Button onClick={() => setModalOpen(false)}>Отлично</Button>}>
          <p>Окно блокирует прокрутку страницы и скрывает виджеты чатов.</p>
        </Modal>
      </Example>
      <Example title="Modal, превью">
        <div style={{ width: '100%' }}>
          <Modal open inline onClose={() => undefined} title="Превью окна">
            <p>Содержимое окна.</p>
          </Modal>
        </div>
      </Example>
      <Example title="OptionsModal, множественный">
        <Button variant="outline" onClick={() => setOptionsOpen(true)}>
          Комнатность
        </Button>
        <OptionsModal multiple open={optionsOpen} onClose={() => setOptionsOpen(false)} title="Комнатность" options={ROOM_OPTIONS} facets={ROOM_FACETS} value={rooms} onChange={setRooms} />
        <div style={{ width: '100%' }}>
          <OptionsModal multiple inline open onClose={() => undefined} title="Комнатность, превью" options={ROOM_OPTIONS} facets={ROOM_FACETS} value={rooms} onChange={setRooms} />
        </div>
      </Example>
      <Example title="OptionsModal, одиночный">
        <div style={{ width: '100%' }}>
          <OptionsModal inline open onClose={() => undefined} title="Одна комнатность" options={ROOM_OPTIONS} facets={ROOM_FACETS} value={room} onChange={setRoom} />
        </div>
      </Example>
    </Section>
  );
}
