import { useId } from 'react';
import { Description, Row, SwitchLabel, Texts, Thumb, Track } from './Switch.styles';

export interface SwitchProps {
  /** The visible label (already translated). */
  readonly label: string;
  /** Optional detail under the label, read as the switch's description. */
  readonly description?: string;
  /** Controlled state; leave undefined (with `isDefaultOn`) for an uncontrolled switch. */
  readonly isOn?: boolean;
  readonly isDefaultOn?: boolean;
  readonly onCheckedChange?: (isOn: boolean) => void;
  readonly isDisabled?: boolean;
  readonly name?: string;
}

/** An on/off setting that takes effect at once (Radix Switch), label at the start and switch at the end. */
export function Switch({
  label,
  description,
  isOn,
  isDefaultOn,
  onCheckedChange,
  isDisabled = false,
  name,
}: SwitchProps) {
  const id = useId();
  const switchId = `${id}-switch`;
  const descriptionId = `${id}-description`;
  return (
    <Row>
      <Texts>
        <SwitchLabel htmlFor={switchId}>{label}</SwitchLabel>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Texts>
      <Track
        id={switchId}
        checked={isOn}
        defaultChecked={isDefaultOn}
        onCheckedChange={onCheckedChange}
        disabled={isDisabled}
        name={name}
        aria-describedby={description ? descriptionId : undefined}
      >
        <Thumb />
      </Track>
    </Row>
  );
}
