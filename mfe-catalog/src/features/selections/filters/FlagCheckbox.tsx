// A yes/no filter (not first floor, only free lots). The router applies a navigation in a transition, so the box
// shows the visitor's click at once and follows the URL when it catches up.
import { useState } from 'react';
import { Checkbox } from '@estate/shared-ui/components/Checkbox/Checkbox';

interface FlagCheckboxProps {
  label: string;
  checked: boolean;
  /** lots left when it is switched on (facets); 0 disables it */
  left: number | undefined;
  onChange: (checked: boolean) => void;
}

export function FlagCheckbox({ label, checked, left, onChange }: FlagCheckboxProps) {
  const [clicked, setClicked] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(checked);
  if (seen !== checked) {
    setSeen(checked);
    setClicked(null);
  }
  const shown = clicked ?? checked;
  return (
    <Checkbox
      label={left !== undefined && !shown ? `${label} (${left})` : label}
      checked={shown}
      disabled={!shown && left === 0}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setClicked(next);
        onChange(next);
      }}
    />
  );
}
