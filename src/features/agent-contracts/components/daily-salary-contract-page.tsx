import { useProcessDailySalaryContract } from '../api/use-process-daily-salary-contract';
import { asProcess, ContractPage } from './contract-page';

/** Daily salary contracts (agent-centre page `agentDailyWages2`). */
export default function DailySalaryContractPage() {
  const process = useProcessDailySalaryContract();
  return <ContractPage kind="dailySalary" process={asProcess(process)} />;
}
