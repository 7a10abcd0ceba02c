import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { dialogClosed, dialogOpened } from '@/shared/dialogs/dialogsSlice';
import { useDialogSubject } from '@/shared/dialogs/useDialog';
import { useAppDispatch } from '@/shared/store/hooks';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { formatDay } from '@/shared/lib/formatDate';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import {
  useGetCurrentPlanQuery,
  useGetSubscriptionPlansQuery,
  useUpdateSubscriptionMutation,
} from '../subscriptionApi';
import { PlanCard } from '../components/PlanCard';
import { UsageCard } from '../components/UsageCard';
import { formatMoney } from '../formatMoney';
import type { CurrentPlan, Plan } from '../types';

const changeLabel = (plan: Plan, current: CurrentPlan | undefined) => {
  if (!current) return null;
  return `${plan.priceMonthly > current.priceMonthly ? 'Upgrade' : 'Downgrade'} to ${plan.name}`;
};

/** /settings/subscription: the plans, the current one marked, and a confirmed plan change. */
export default function SubscriptionPage() {
  const plans = useGetSubscriptionPlansQuery();
  const current = useGetCurrentPlanQuery();
  const [update, updating] = useUpdateSubscriptionMutation();
  const dispatch = useAppDispatch();
  const chosenId = useDialogSubject('changePlan');
  const chosen = plans.data?.find((plan) => plan.id === chosenId) ?? null;
  const close = () => dispatch(dialogClosed());

  const choose = (plan: Plan) => {
    updating.reset();
    dispatch(dialogOpened({ id: 'changePlan', subject: plan.id }));
  };

  const confirm = async () => {
    if (!chosen) return;
    const result = await update({ planId: chosen.id });
    if (result.data) close();
  };

  return (
    <Stack gap="lg">
      {current.data && (
        <Text size="sm" c="dimmed">
          You are on the <b>{current.data.name}</b> plan
          {current.data.subscription
            ? `; the current period ends on ${formatDay(current.data.subscription.currentPeriodEnd)}.`
            : '.'}
        </Text>
      )}
      {current.isError && (
        <QueryErrorAlert error={current.error} onRetry={current.refetch}>
          Your current plan could not be loaded.
        </QueryErrorAlert>
      )}
      {plans.isError && (
        <QueryErrorAlert error={plans.error} onRetry={plans.refetch}>
          The plans could not be loaded.
        </QueryErrorAlert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {plans.isLoading
          ? [0, 1, 2].map((index) => <Skeleton key={index} height={340} radius="md" />)
          : (plans.data ?? []).map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={current.data?.id === plan.id}
                changeLabel={changeLabel(plan, current.data)}
                onChoose={choose}
              />
            ))}
      </SimpleGrid>
      <UsageCard />
      <ConfirmActionModal
        opened={chosen !== null}
        title="Change plan"
        confirmLabel="Change plan"
        destructive={false}
        loading={updating.isLoading}
        error={updating.error}
        onConfirm={confirm}
        onClose={close}
      >
        Switch from <b>{current.data?.name}</b> to <b>{chosen?.name}</b> for{' '}
        {chosen ? `${formatMoney(chosen.priceMonthly, chosen.currency)} per month` : ''}? The change takes effect
        immediately.
      </ConfirmActionModal>
    </Stack>
  );
}
