import GooglePlay
import StoreCommands

extension PlayApprovalGraph: GraphDrawing {}
