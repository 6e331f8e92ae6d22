import '@mantine/core/styles/Stepper.css';
import { Stepper } from '@mantine/core';

/** The redeem flow's steps (member spec: verify is step 0). */
export function RedeemSteps({ active }: { active: number }) {
  return (
    <Stepper active={active} allowNextStepsSelect={false} size="sm" mb="xl" data-testid="redeem-steps">
      <Stepper.Step label="Verify" />
      <Stepper.Step label="Redeem" />
      <Stepper.Step label="Receive" />
    </Stepper>
  );
}
