import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Button } from '../../components/Button/Button';
import { LoadingBar } from '../../components/LoadingBar/LoadingBar';
import { useLoadingBar } from '../../components/LoadingBar/useLoadingBar';
import { NotificationCard } from '../../components/NotificationCard/NotificationCard';
import { Example, Section } from '../Section';

export function FeedbackSection({ imagePath }: { imagePath?: string }) {
  const bar = useLoadingBar();
  return (
    <Section id="feedback" title="LoadingBar, NotificationCard">
      <Example title="LoadingBar" wide>
        <div style={{ display: 'grid', gap: '1.6rem', width: '100%' }}>
          <LoadingBar fixed={false} visible progress={0.4} label="Загрузка, 40%" />
          <LoadingBar fixed={false} visible progress={1} failed label="Загрузка не удалась" />
          <LoadingBar fixed={false} visible={bar.visible} progress={bar.progress} failed={bar.failed} label="Загрузка, пример" />
          <div style={{ display: 'flex', gap: '0.8rem', flexWrap: 'wrap' }}>
            <Button size="s" variant="outline" onClick={bar.start}>
              Старт
            </Button>
            <Button size="s" variant="outline" onClick={bar.finish}>
              Готово
            </Button>
            <Button size="s" variant="outline" onClick={bar.fail}>
              Ошибка
            </Button>
          </div>
        </div>
      </Example>
      <Example title="NotificationCard">
        <NotificationCard title="Добавлено в избранное" link={{ href: sitePaths.favorites(), label: 'Перейти в избранное' }} onClose={() => undefined} image={imagePath} />
      </Example>
      <Example title="NotificationCard, текст">
        <NotificationCard title="Добавлено к сравнению" text="2-комнатная, 54,3 м²" />
      </Example>
    </Section>
  );
}
