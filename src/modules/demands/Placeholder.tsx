import { PaymentOutcome } from '../../payment/PaymentOutcome';
import { ModuleEmptyFrame } from '../../ui/ModuleEmptyFrame';

/** The demands module's German empty state until its page replaces this file. */
export default function Placeholder() {
  return (
    <>
      {/* The outcome of an online payment of a demand (payment e2e) until the demands page lands. */}
      <PaymentOutcome purpose="demand" />
      <ModuleEmptyFrame module="demands" />
    </>
  );
}
