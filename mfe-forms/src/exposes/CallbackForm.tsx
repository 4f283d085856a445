import { CONTRACT_VERSION, type RemoteWidget } from '@estate/shared-api';

/** The footer call-back form; built out by the forms issue. */
function CallbackForm() {
  return (
    <form aria-label="Обратный звонок">
      <label>
        Телефон
        <input type="tel" name="phone" placeholder="+7 ХХХ ХХХ ХХ ХХ" />
      </label>
    </form>
  );
}

const widget: RemoteWidget = { contractVersion: CONTRACT_VERSION, Component: CallbackForm };
export default widget;
