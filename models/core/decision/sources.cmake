# Decision math (fleet sizing under an SLO, queueing, lock-in, ranking, sensitivity): part of gpuplan_core.
target_sources(gpuplan_core PRIVATE
)
