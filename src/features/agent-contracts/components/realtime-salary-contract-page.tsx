import { useProcessRealtimeSalaryContract } from '../api/use-process-realtime-salary-contract';
import { asProcess, ContractPage } from './contract-page';

/** Real-time salary contracts (agent-centre page `agentRealtimeSalary`). */
export default function RealtimeSalaryContractPage() {
  const process = useProcessRealtimeSalaryContract();
  return <ContractPage kind="realtimeSalary" process={asProcess(process)} />;
}
