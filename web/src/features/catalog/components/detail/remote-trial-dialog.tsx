import { useState } from 'react';
import { MessageCircle, MonitorSmartphone } from 'lucide-react';
import { Button, Dialog } from '../../../../components/index.ts';
import { platform } from '../../../../lib/platform/index.ts';
import { useSite } from '../../../../lib/site.ts';

const STEPS = [
  { title: '체험 예약', text: '채팅 상담으로 원하시는 프로그램과 체험 시간을 알려 주세요.' },
  { title: '원격 프로그램 설치', text: '안내해 드리는 원격 지원 프로그램(TeamViewer 또는 AnyDesk)을 PC에 설치합니다.' },
  { title: '실제 화면으로 시연', text: '상담원이 원격으로 연결해 고객님 PC에서 프로그램이 동작하는 모습을 직접 보여 드립니다.' },
];

/** The 원격 체험 안내 button and its popup: how a remote trial before purchase works. */
export function RemoteTrialButton() {
  const site = useSite();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" block onClick={() => setOpen(true)}>
        <MonitorSmartphone className="size-5 text-brand-600" aria-hidden />
        원격 체험 안내
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="구매 전, 원격으로 먼저 체험해 보세요"
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              닫기
            </Button>
            <Button onClick={() => platform().openExternal(site.chatChannelUrl)}>
              <MessageCircle className="size-4" aria-hidden />
              채팅으로 예약하기
            </Button>
          </>
        }
      >
        <p>설치 환경이 맞는지, 우리 업무에 쓸 수 있는지 걱정되신다면 원격 체험을 신청해 주세요. 상담원이 직접 시연해 드립니다.</p>
        <ol className="mt-5 space-y-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden>
                {i + 1}
              </span>
              <div>
                <p className="font-bold text-ink">{step.title}</p>
                <p className="mt-0.5 text-sm">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <dl className="mt-6 rounded-xl bg-soft px-4 py-3 text-sm">
          <div className="flex gap-2">
            <dt className="shrink-0 font-semibold text-ink">상담 시간</dt>
            <dd>{site.hours.chatAndPhone}</dd>
          </div>
          <div className="mt-1 flex gap-2">
            <dt className="shrink-0 font-semibold text-ink">휴무</dt>
            <dd>{site.hours.closed}</dd>
          </div>
        </dl>
      </Dialog>
    </>
  );
}
